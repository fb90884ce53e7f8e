import { describe, expect, it } from "vitest";
import { contentFirst } from "~/http/content-first.server";

// React Router's markup for a page's scripts (7.18), as the server renders it.
const page = `<html><head></head><body><main>Conteúdo</main><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/><link rel="modulepreload" href="/assets/entry.client-2.js" nonce="n"/><link rel="modulepreload" href="/assets/root-3.js" nonce="n"/><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

const html = contentFirst(page);
const script =
  html.match(/<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

/**
 * Runs the rewritten module script against the smallest browser it needs: a frame that is
 * painted when the test says so, a priority image that loads when the test says so, a head that
 * records the preloads added, and `import()` recorded (the script's text, with `import(` read
 * as a call of a function the test gives).
 */
function runScript(options: {
  image: "none" | "loading" | "loaded";
  /** The entry types the browser reports (none: a browser without paint timing). */
  reports?: string[];
}) {
  const events: string[] = [];
  const observers: { type: string; callback: (list: { getEntries: () => unknown[] }) => void }[] =
    [];
  const held: (() => void)[] = [];
  let paint = () => {};
  const imageListeners: (() => void)[] = [];
  const image =
    options.image === "none"
      ? null
      : {
          complete: options.image === "loaded",
          addEventListener: (type: string, listener: () => void) => {
            if (type === "load") imageListeners.push(listener);
          },
        };
  const document = {
    querySelector: (selector: string) => (selector === "img[elementtiming=hero]" ? image : null),
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`),
    },
  };
  const window: Record<string, unknown> = {};
  const load = (href: string) => {
    events.push(`import ${href}`);
    return Promise.resolve({ href });
  };
  const requestAnimationFrame = (callback: () => void) => {
    paint = callback;
  };
  // A task ends where the script waits for a timer; a timer with a delay waits for the test.
  const setTimeout = (callback: () => void, delay?: number) => {
    events.push("task");
    if (delay) held.push(callback);
    else callback();
  };
  const PerformanceObserver = options.reports && {
    supportedEntryTypes: options.reports,
  };
  const Observer = PerformanceObserver
    ? Object.assign(function (this: unknown, callback: (typeof observers)[number]["callback"]) {
        const observer = {
          observe: ({ type }: { type: string }) => observers.push({ type, callback }),
          disconnect: () => {
            const index = observers.findIndex((item) => item.callback === callback);
            if (index >= 0) observers.splice(index, 1);
          },
        };
        return observer;
      }, PerformanceObserver)
    : undefined;
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  const run = new AsyncFunction(
    "document",
    "window",
    "load",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    script.replaceAll("import(", "load("),
  );
  const done = run(document, window, load, requestAnimationFrame, setTimeout, Observer);
  const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  return {
    events,
    window,
    done,
    settle,
    paint: () => paint(),
    /** The browser reports an entry to whoever observes its type. */
    report: (type: string, entry: Record<string, unknown>) => {
      for (const observer of observers.filter((item) => item.type === type)) {
        observer.callback({ getEntries: () => [entry] });
      }
    },
    /** The timers with a delay (the image's second) run out. */
    timersRunOut: () => {
      for (const callback of held.splice(0)) callback();
    },
    image,
    imageLoads: () => {
      for (const listener of imageListeners) listener();
    },
  };
}

type ScriptRun = ReturnType<typeof runScript>;

/** The frame is drawn and the browser reports the first contentful paint on screen. */
async function firstPaintReported(page: ScriptRun) {
  page.paint();
  await page.settle();
  page.report("paint", { name: "first-contentful-paint" });
  await page.settle();
  return page;
}

/** The script went on to the app: the entry is imported last. */
async function expectAppImported(page: ScriptRun) {
  await page.done;
  expect(page.events.at(-1)).toBe("import /assets/entry.client-2.js");
}

describe("contentFirst", () => {
  it("leaves no preload or static import in the page: nothing is fetched before the first paint", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(script).not.toMatch(/^\s*import /m);
    expect(html).toContain("<main>Conteúdo</main>");
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
  });

  it("fetches nothing until the first paint, then the same modules together, the entry last", async () => {
    const page = runScript({ image: "none" });
    await page.settle();
    expect(page.events).toEqual([]);
    page.paint();
    await page.done;
    expect(page.events.filter((event) => event !== "task")).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/root-3.js",
      "import /assets/manifest-1.js",
      "import /assets/root-3.js",
      "import /assets/home-4.js",
      "import /assets/entry.client-2.js",
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-3.js" },
      "routes/home": { href: "/assets/home-4.js" },
    });
  });

  it("adds each preload in a task of its own, so no task adds them all", async () => {
    const page = runScript({ image: "none" });
    page.paint();
    await page.done;
    const preloads = page.events
      .join(" ")
      .split("task")
      .map((task) => task.match(/modulepreload/g)?.length ?? 0);
    expect(Math.max(...preloads)).toBe(1);
    expect(preloads.reduce((sum, n) => sum + n, 0)).toBe(3);
  });

  it("waits for the priority image (the likely LCP) when it is still loading", async () => {
    const page = runScript({ image: "loading" });
    page.paint();
    await page.settle();
    expect(page.events.filter((event) => event !== "task")).toEqual([]);
    page.imageLoads();
    await page.done;
    expect(page.events.at(-1)).toBe("import /assets/entry.client-2.js");
  });

  it("does not wait for a priority image already there", async () => {
    const page = runScript({ image: "loaded" });
    page.paint();
    await page.done;
    expect(page.events).toContain("import /assets/entry.client-2.js");
  });

  it("where paints are reported, waits for the first contentful paint to be on screen, not only drawn", async () => {
    const page = runScript({ image: "none", reports: ["paint", "element"] });
    page.paint();
    await page.settle();
    page.report("paint", { name: "first-paint" });
    await page.settle();
    expect(page.events.filter((event) => event !== "task")).toEqual([]);
    page.report("paint", { name: "first-contentful-paint" });
    await expectAppImported(page);
  });

  it("where paints are reported, waits for the priority image to be on screen after it loads", async () => {
    const page = await firstPaintReported(
      runScript({ image: "loaded", reports: ["paint", "element"] }),
    );
    page.report("element", { element: {} });
    await page.settle();
    expect(page.events.filter((event) => event !== "task")).toEqual([]);
    page.report("element", { element: page.image });
    await expectAppImported(page);
  });

  it("gives the priority image a second at most, in case it is never painted", async () => {
    const page = await firstPaintReported(
      runScript({ image: "loaded", reports: ["paint", "element"] }),
    );
    expect(page.events.filter((event) => event !== "task")).toEqual([]);
    page.timersRunOut();
    await expectAppImported(page);
  });

  it("keeps the script's nonce, and leaves a page it does not recognise as it is", () => {
    expect(html).toMatch(/<script nonce="n" type="module" async="">const shown = /);
    const other = '<html><body><script type="module">console.log("x")</script></body></html>';
    expect(contentFirst(other)).toBe(other);
  });

  it("rewrites React Router's script even after another module script (the page view's)", () => {
    const view =
      '<script nonce="n" type="module">(function(){navigator.sendBeacon("/visita")})()</script>';
    const withView = contentFirst(
      page.replace("<main>Conteúdo</main>", `<main>Conteúdo${view}</main>`),
    );
    expect(withView).toContain(view);
    expect(withView).toMatch(/<script nonce="n" type="module" async="">const shown = /);
    expect(withView).not.toContain('<link rel="modulepreload"');
  });
});
