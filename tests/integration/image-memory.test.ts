import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../support/admin";
import { Visitor } from "../support/app";
import { postPhotoCover } from "../support/camera-photo";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// Issue 20, item 4 (ADR 0031): an editor's camera photo is decoded and encoded in a child
// process, so the server's own memory stays where it was once the upload is done.

let server: RunningServer;
let dataDir = "";

/** The server process's resident memory, in MB, as the kernel counts it. */
async function residentMb() {
  const status = await readFile(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

beforeAll(async () => {
  dataDir = await tempDir("site-image-memory-");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "x-forwarded-for",
  });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await removeDir(dataDir);
});

describe("an editor's 12 MP photo", () => {
  it("leaves the server's memory where it was, and the post shows the photo", async () => {
    const editor = new Visitor(server.url, "198.51.100.40");
    // Warm up the paths the upload takes (sign-in, editor, the post page) without a photo.
    for (const path of ["/", "/blog", "/admin/login"]) await fetch(`${server.url}${path}`);
    const before = await residentMb();
    await postPhotoCover(server.url, editor);
    const after = await residentMb();
    // In process, libvips' decode left 100–160 MB behind that glibc never gave back.
    expect(after - before).toBeLessThan(50);
    const page = await (await fetch(`${server.url}/blog/foto-de-camera`)).text();
    const cover = /<img src="(\/uploads\/[^"]+\.w1600\.jpg)"/.exec(page)?.[1] ?? "";
    expect(cover).not.toBe("");
    const file = await fetch(`${server.url}${cover}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
  }, 120_000);
});
