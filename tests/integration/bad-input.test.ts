import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logLines, type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// Values no slug or search can hold (a NUL byte, which the database refuses) are an unknown
// page or no filter at all: never a database outage, in the answer or in the log.

beforeAll(() => {
  if (!existsSync("build/server/index.js"))
    throw new Error("Rode `npm run build` antes destes testes");
});

describe("addresses with control characters", () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await tempDir("site-bad-input-");
    server = await startServer({ DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await removeDir(dataDir);
  });

  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
  const cards = (html: string) => html.match(/<article/g)?.length ?? 0;

  it("shows the whole blog list when the search or the category holds a NUL byte", async () => {
    const plain = await (await get("/blog")).text();
    expect(cards(plain)).toBeGreaterThan(0);
    for (const path of ["/blog?q=%00", "/blog?categoria=%00", "/blog?q=a%00%01&categoria=%7F"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(cards(await response.text()), path).toBe(cards(plain));
    }
  });

  it("answers 404 for a slug no page can have, on every route with one", async () => {
    const paths = [
      "/blog/%00",
      "/blog/a%00b",
      "/blog/a%00b.data",
      "/materiais/%00",
      "/materiais/a%00b.data",
      "/cases/%00",
      "/cases/constructor",
      "/partners/%00",
      "/servicos/%00",
      "/agenda/%00",
      "/og/0123456789abcdef/blog/%00.png",
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });

  it("logs none of it as a database outage or an error", () => {
    const lines = logLines(server);
    expect(lines.length).toBeGreaterThan(0);
    const alarms = lines.filter(
      (line) => /indispon/.test(String(line.msg)) || Number(line.level) >= 50,
    );
    expect(alarms).toEqual([]);
  });
});
