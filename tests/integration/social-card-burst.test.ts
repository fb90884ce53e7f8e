import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPath, caseCard, fixedPageCards, serviceCard } from "~/lib/social-card";
import { cases } from "~content/cases";
import { services } from "~content/services";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// A client that asks for the cards of many pages at once (a crawler walking the site, a script
// cycling through them) neither keeps the server busy nor waits without end: the cards are drawn
// off the event loop, a few at a time, and past those the answer is 503 with Retry-After.

let server: RunningServer;
let dataDir = "";

beforeAll(async () => {
  dataDir = await tempDir("site-card-burst-");
  server = await startServer({ DATA_DIR: dataDir, BASE_URL: "http://127.0.0.1" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await removeDir(dataDir);
});

/** Every card that needs no database: the fixed pages, the services and the cases. */
const addresses = [
  ...Object.entries(fixedPageCards).map(([path, face]) => cardPath(path, face)),
  ...services.map((service) => cardPath(`/servicos/${service.slug}`, serviceCard(service))),
  ...cases.map((study) => cardPath(`/cases/${study.slug}`, caseCard(study))),
];

describe("a burst of social cards", () => {
  it("answers each with its card or a 503 to come back later, and /healthz meanwhile", async () => {
    expect(new Set(addresses).size).toBeGreaterThanOrEqual(30);
    // Up and warm: the burst measures cards, not the first request's start.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    let answered = 0;
    const cards = addresses.map(async (address) => {
      const response = await fetch(`${server.url}${address}`);
      const body = Buffer.from(await response.arrayBuffer());
      answered++;
      return { address, response, body };
    });
    await Promise.race(cards);
    const health = await fetch(`${server.url}/healthz`);
    // Asked after the first card came back, answered before the last one did.
    const answeredAtHealth = answered;
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const all = await Promise.all(cards);
    expect(answeredAtHealth).toBeLessThan(addresses.length);

    const drawn = all.filter((card) => card.response.status === 200);
    const refused = all.filter((card) => card.response.status === 503);
    expect(drawn.length + refused.length).toBe(addresses.length);
    expect(drawn.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { address, response, body } of drawn) {
      expect(response.headers.get("content-type"), address).toBe("image/png");
      expect(body.subarray(1, 4).toString("latin1"), address).toBe("PNG");
    }
    for (const { address, response, body } of refused) {
      expect(Number(response.headers.get("retry-after")), address).toBeGreaterThan(0);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      expect(response.headers.get("content-type"), address).toContain("text/plain");
      expect(body.toString("utf8"), address).toContain("Tente de novo em alguns segundos");
    }

    // Coming back later, as Retry-After says, gets the card.
    for (const { address } of refused.slice(0, 3)) {
      let response = await fetch(`${server.url}${address}`);
      while (response.status === 503) {
        await response.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 200));
        response = await fetch(`${server.url}${address}`);
      }
      expect(response.status, address).toBe(200);
      expect(response.headers.get("content-type"), address).toBe("image/png");
      await response.arrayBuffer();
    }
  }, 120_000);
});
