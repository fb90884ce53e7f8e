import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ErrorRequestHandler, RequestHandler } from "express";
import express from "express";
import { issueFormToken } from "~/server/forms/guard.server";
import { removeDir, tempDir } from "./server";

interface AppBuild {
  boot(): Promise<unknown>;
  beginShutdown(until: number): Promise<void>;
  shutdown(): Promise<void>;
  app: RequestHandler;
  errorPage: ErrorRequestHandler;
}

export const TEST_SECRET = "segredo-de-teste-com-mais-de-32-caracteres-2026";

/**
 * The production build's request handler in this process, on 127.0.0.1, so a test can post
 * to route actions and then look at the same database (its handle is process-wide).
 * One per test file: the configuration is read once.
 */
export async function startApp(config: Record<string, string>) {
  const dataDir = await tempDir("site-app-");
  Object.assign(process.env, {
    NODE_ENV: "production",
    BASE_URL: "http://127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SECRET,
    ADMIN_USERNAME: "editora",
    ADMIN_PASSWORD: "senha-de-teste-2026",
    LOG_LEVEL: "silent",
    ...config,
  });
  const mod: AppBuild = await import(
    /* @vite-ignore */ pathToFileURL(path.resolve("build/server/index.js")).href
  );
  await mod.boot();
  const server = express().use(mod.app).use(mod.errorPage).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    build: mod,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await mod.shutdown();
      await removeDir(dataDir);
    },
  };
}

/** A form time stamp from a page served `ageMs` ago (old enough to be a person's). */
export const formToken = (ageMs = 10_000) => issueFormToken(TEST_SECRET, Date.now() - ageMs);

/**
 * Visitors each from a new address, so that the rate limits of one request never touch the
 * next (the app trusts x-forwarded-for in these tests).
 */
export function newVisitors(base: () => string) {
  let count = 0;
  return () => {
    count++;
    return new Visitor(base(), `198.51.${Math.floor(count / 250)}.${count % 250}`);
  };
}

/** A tiny cookie jar for a sequence of requests made as one visitor. */
export class Visitor {
  private cookies = new Map<string, string>();
  constructor(
    private base: string,
    readonly ip = "203.0.113.10",
  ) {}

  async request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", this.ip);
    if (this.cookies.size) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const response = await fetch(`${this.base}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", ...value] = pair.split("=");
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    return response;
  }

  /** The same visitor, cookies shared, asking another server (another instance of the site). */
  at(base: string) {
    const other = new Visitor(base, this.ip);
    other.cookies = this.cookies;
    return other;
  }

  /** The value of one of this visitor's cookies. */
  cookie(name: string) {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  post(path: string, fields: Record<string, string>) {
    return this.request(path, { method: "POST", body: new URLSearchParams(fields) });
  }

  /** Follows a redirect: the page where the flash message is shown. */
  async follow(response: Response) {
    const location = response.headers.get("location");
    if (!location) throw new Error(`sem redirecionamento (status ${response.status})`);
    return (await this.request(location.replace(/^https?:\/\/[^/]+/, ""))).text();
  }
}
