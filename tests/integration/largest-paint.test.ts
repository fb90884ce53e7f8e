import { get } from "node:http";
import { createBrotliDecompress } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, Visitor } from "../support/app";
import { postPhotoCover } from "../support/camera-photo";

// What a phone on a slow connection fetches for the largest paint of /blog, a post
// with a camera photo as cover, and /cases (ADR 0016, ADR 0022), against the production build.

let app: Awaited<ReturnType<typeof startApp>>;
let coverAddress = "";

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  await postPhotoCover(app.url, new Visitor(app.url, "198.51.100.20"));
  const page = await (await fetch(`${app.url}/blog/foto-de-camera`)).text();
  coverAddress = /<img src="(\/uploads\/[^"]+\.w1600\.jpg)"/.exec(page)?.[1] ?? "";
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
const inMain = (html: string) => html.slice(html.indexOf('<main id="conteudo"'));
const softCopies = (html: string) =>
  [...html.matchAll(/<img src="data:image\/avif;base64,([A-Za-z0-9+/=]+)"[^>]*>/g)].map(
    ([tag, base64]) => ({ tag, base64 }),
  );

describe("the largest paint comes first", () => {
  it("/cases: the first case's cover is fetched at once with high priority, every other cover lazily", async () => {
    const html = inMain(await (await fetch(`${app.url}/cases`)).text());
    const covers = images(html).filter((tag) => tag.includes("/images/covers/cases/"));
    expect(covers.length).toBeGreaterThan(2);
    const [first, ...rest] = covers;
    expect(first).toMatch(/loading="eager"/);
    expect(first).toMatch(/fetchpriority="high"/i);
    for (const tag of rest) {
      expect(tag).toMatch(/loading="lazy"/);
      expect(tag).not.toMatch(/fetchpriority="high"/i);
    }
  });

  it("the home's case cards, below the first screen, stay lazy", async () => {
    const html = inMain(await (await fetch(`${app.url}/`)).text());
    const covers = images(html).filter((tag) => tag.includes("/images/covers/cases/"));
    expect(covers.length).toBeGreaterThan(0);
    for (const tag of covers) expect(tag).toMatch(/loading="lazy"/);
  });

  it("/blog: only the first card's cover (the camera photo) is eager, over its soft copy", async () => {
    const html = inMain(await (await fetch(`${app.url}/blog`)).text());
    const covers = images(html).filter((tag) => /src="\/(?:uploads|images\/blog)\//.test(tag));
    expect(covers[0]).toContain(coverAddress);
    expect(covers[0]).toMatch(/loading="eager"/);
    expect(softCopies(html)).toHaveLength(1);
    expect(covers.length).toBeGreaterThan(2);
    for (const tag of covers.slice(1)) {
      expect(tag).toMatch(/loading="lazy"/);
      expect(tag).not.toMatch(/fetchpriority="high"/i);
    }
  });

  it("a post with a photo cover carries a soft copy of it: 400 px wide, under 3.5 kB, in the cover's box, before it", async () => {
    const html = inMain(await (await fetch(`${app.url}/blog/foto-de-camera`)).text());
    const [copy, ...others] = softCopies(html);
    expect(others).toHaveLength(0);
    const tag = copy?.tag ?? "";
    expect(tag).toMatch(/alt="" aria-hidden="true" width="1600" height="1200"/);
    expect(tag).toMatch(/decoding="sync"/);
    const bytes = Buffer.from(copy?.base64 ?? "", "base64");
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes.length).toBeLessThanOrEqual(3500);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["heif", 400, 300]);
    // The photo comes next, over it: fetched at once, but after the stylesheet every first
    // paint waits for.
    const photo = html.slice(html.indexOf(tag) + tag.length);
    const cover = images(photo)[0] ?? "";
    expect(cover).toContain(coverAddress);
    expect(cover).toMatch(/loading="eager"/);
    expect(cover).toMatch(/fetchpriority="low"/i);
    expect(cover).toMatch(/width="1600" height="1200"/);
  });

  it("the sample posts' drawn covers (SVG) paint at once: no soft copy, fetched with high priority", async () => {
    const html = inMain(await (await fetch(`${app.url}/blog/metricas-plg-saas-b2b`)).text());
    expect(softCopies(html)).toHaveLength(0);
    const cover = images(html).find((tag) => tag.includes("/images/blog/")) ?? "";
    expect(cover).toMatch(/fetchpriority="high"/i);
  });

  it("the AVIF a phone gets for a 4000×3000 camera photo (800 px) stays small (4:2:0 chroma)", async () => {
    expect(coverAddress).not.toBe("");
    const response = await fetch(
      `${app.url}${coverAddress.replace(/\.w1600\.jpg$/, ".w800.avif")}`,
    );
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(800);
    // Well under what sharp's default 4:4:4 chroma makes of this photo.
    expect(bytes.length).toBeLessThan(70 * 1024);
  });
});

/** A new connection's first flight: 10 segments of 1,460 bytes (Lighthouse's slow-4G model). */
const FIRST_FLIGHT = 14_600;

/**
 * What of a first visit's document crosses the wire in the first flight, brotli-compressed as a
 * phone asks for it: the status line and headers count against it, and the body's first bytes
 * are decoded as far as they go.
 */
function firstFlight(url: string) {
  return new Promise<string>((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "br" } }, (res) => {
      let room = FIRST_FLIGHT - (`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2);
      for (let i = 0; i < res.rawHeaders.length; i += 2) {
        room -= `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      }
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const prefix = Buffer.concat(chunks).subarray(0, Math.max(0, room));
        const decoded: Buffer[] = [];
        const brotli = createBrotliDecompress();
        brotli.on("data", (chunk: Buffer) => decoded.push(chunk));
        // A cut stream ends in an error once its whole blocks are out: what came is the flight.
        const done = () => resolve(Buffer.concat(decoded).toString("utf8"));
        brotli.on("error", done);
        brotli.on("end", done);
        brotli.end(prefix);
      });
    }).on("error", reject);
  });
}

describe("the first round trip carries what the first paint needs", () => {
  // The stylesheet comes inside the document (ADR 0053), so a longer page needs a second flight
  // for its end; the first one holds the status line, the headers, the whole stylesheet and
  // the page's first heading, so the browser can paint the first screen from it.
  for (const path of ["/", "/servicos", "/cases", "/materiais", "/blog", "/blog/foto-de-camera"]) {
    it(`${path}: the stylesheet and the first heading come in the first ${FIRST_FLIGHT} bytes`, async () => {
      const first = await firstFlight(`${app.url}${path}`);
      expect(first).toContain("</style>");
      expect(first).toMatch(/<h1[\s>]/);
    });
  }
});
