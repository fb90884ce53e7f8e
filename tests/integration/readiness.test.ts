import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp } from "../support/app";

// /healthz and /readyz on the production build (ADR 0046): alive is not the same as ready.

let app: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  app = await startApp({});
});
afterAll(() => app?.close());

const get = async (path: string) => {
  const response = await fetch(`${app.url}${path}`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("cache-control"),
  };
};

describe("readiness", () => {
  it("is ready while it can serve, and not from the moment it begins to stop, while still alive", async () => {
    expect(await get("/readyz")).toEqual({
      status: 200,
      body: { status: "ready", database: "embedded" },
      cache: "no-store",
    });
    await app.build.beginShutdown(Date.now());
    expect(await get("/readyz")).toEqual({
      status: 503,
      body: { status: "stopping" },
      cache: "no-store",
    });
    // The process still answers: a liveness check must not restart it while it drains.
    expect(await get("/healthz")).toEqual({
      status: 200,
      body: { status: "ok" },
      cache: "no-store",
    });
  });
});
