import { readdir, readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COVER_NOT_PROCESSED } from "~/lib/cover";
import { ADMIN, postAs, signIn } from "../support/admin";
import { Visitor } from "../support/app";
import { photoPostForm, postPhotoCover } from "../support/camera-photo";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// ADR 0031: an editor's photo is decoded and encoded in a short-lived child process. The
// server's own memory stays where it was once the upload is done; and when
// the child dies (the system runs out of memory and kills it, say), the editor gets the form
// back with what they typed and a reason that fits: try again, or a smaller image. Not "send a
// JPEG", for a photo that is one.

let server: RunningServer;
let dataDir = "";

beforeAll(async () => {
  dataDir = await tempDir("site-image-child-");
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

/** The server process's resident memory, in MB, as the kernel counts it. */
async function residentMb() {
  const status = await readFile(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
}

/**
 * The pid of the server's image child, once it runs (the upload's encoding takes seconds);
 * undefined if the server answers `request` before one is seen.
 */
async function imageChild(request: Promise<unknown>): Promise<number | undefined> {
  let answered = false;
  const done = () => {
    answered = true;
  };
  // Both ways, so a failed request is left to the test's own await, not reported twice here.
  request.then(done, done);
  while (!answered) {
    for (const entry of await readdir("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = await readFile(`/proc/${entry}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        const command = await readFile(`/proc/${entry}/cmdline`, "utf8");
        if (parent === server.child.pid && command.includes("--input-type=module")) {
          return Number(entry);
        }
      } catch {
        // A process that ended while we looked.
      }
    }
    await new Promise((go) => setTimeout(go, 20));
  }
  return undefined;
}

describe("an editor's 12 MP photo", () => {
  it("leaves the server's memory where it was, and the post shows the photo", async () => {
    const editor = new Visitor(server.url, "198.51.100.40");
    // Warm up the paths the upload takes (sign-in, editor, the post page) without a photo.
    for (const path of ["/", "/blog", "/admin/login"]) await fetch(`${server.url}${path}`);
    const before = await residentMb();
    await postPhotoCover(server.url, editor);
    const after = await residentMb();
    // Decoded in the server's own process, libvips' memory would stay with it (ADR 0031).
    expect(after - before).toBeLessThan(50);
    const page = await (await fetch(`${server.url}/blog/foto-de-camera`)).text();
    const cover = /<img src="(\/uploads\/[^"]+\.w1600\.jpg)"/.exec(page)?.[1] ?? "";
    expect(cover).not.toBe("");
    const file = await fetch(`${server.url}${cover}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/jpeg");
  }, 120_000);
});

describe("an editor's photo whose image process is killed", () => {
  it("comes back as the form with its values and a message to try again", async () => {
    const editor = new Visitor(server.url, "198.51.100.41");
    await signIn(editor, server.url);
    const { form } = await photoPostForm();
    form.set("title", "Outra foto de câmera");
    form.set("slug", "outra-foto-de-camera");
    const saving = postAs(editor, server.url, "/admin/posts/new", form);
    const child = await imageChild(saving);
    expect(child).toBeDefined();
    process.kill(child as number, "SIGKILL");
    const response = await saving;
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain(COVER_NOT_PROCESSED);
    expect(page).toContain('value="Outra foto de câmera"');
    expect(page).toContain("Um post com uma foto de 4000×3000 como capa.");
    // Nothing was saved (an unknown post's address sends to the blog), and the server goes on.
    const post = await fetch(`${server.url}/blog/outra-foto-de-camera`, { redirect: "manual" });
    expect(post.status).toBe(302);
    expect((await fetch(`${server.url}/blog`)).status).toBe(200);
  }, 120_000);
});
