import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export const tempDir = (prefix: string) => mkdtemp(path.join(os.tmpdir(), prefix));
export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface LaunchedServer extends RunningServer {
  /** Resolves once it listens, or once it exits (bad configuration). */
  ready: Promise<void>;
}

/**
 * Starts the production build (`node server.js`) as a separate process, on `env.PORT` or a
 * free port, without waiting for it (`startServer` waits).
 */
export async function launchServer(env: Record<string, string>): Promise<LaunchedServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = Promise.race([
    exited.then(() => {}),
    new Promise<void>((resolve) => {
      const check = () => (out.includes("servidor no ar") ? resolve() : setTimeout(check, 50));
      check();
    }),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    ready,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts the production build (`node server.js`) as a separate process and waits until it
 * listens, or until it exits (bad configuration).
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const server = await launchServer(env);
  await server.ready;
  return server;
}

/** The server's JSON log lines (a first start also prints the admin's password in plain lines). */
export const logLines = (server: RunningServer) =>
  server
    .stdout()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
