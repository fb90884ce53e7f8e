/**
 * Nothing competes with a public page's first paint (ADR 0022). Every control on a public
 * page works before the app's code arrives (HTML, CSS, the inline page-view and consent
 * scripts), so the app's scripts need not be fetched with the page: on a phone connection they
 * would share the bandwidth that the text, the styles and the hero image need.
 *
 * React Router renders `<link rel="modulepreload">` tags and one module script whose static
 * imports start every download at once. This rewrites them into a module script that waits for
 * the first paint and for the page's priority image (`elementtiming="hero"`, `PRIORITY_IMAGE`:
 * the likely LCP element, or the photo over its soft copy, ADR 0030), then asks for the same
 * modules together (added preloads keep the fetches in parallel; one per task, as adding one
 * costs a slow phone a few milliseconds and fifteen at once made the page's longest task) and
 * goes on exactly as React Router's script would. If the markup is not the expected one, the
 * page is left as it is. The admin's pages keep React Router's script.
 */

const PRELOAD = /<link rel="modulepreload"(?: [a-z-]+="[^"]*")*? href="([^"]+)"[^>]*\/>/g;
// React Router's module script starts with its imports; other module scripts (the page view's)
// are not it.
const MODULE_SCRIPT =
  /<script((?: [a-z-]+="[^"]*")*) type="module"((?: [a-z-]+="[^"]*")*)>(\s*import [\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/;

/**
 * The module script's first lines: after the first contentful paint is on screen, and after the
 * priority image is. A frame (`requestAnimationFrame`, then a task) is when the main thread has
 * drawn; the screen shows it later, by 10–30 ms on a busy machine, and scripts fetched in between
 * would share the first paint's bandwidth (and Lighthouse counts them before it, ADR 0029). Where
 * the browser reports paints (`paint`, and `element` for the image's `elementtiming`), the script
 * waits for those reports; elsewhere, for the frame as before. The image gets a second at most,
 * in case it is never painted (hidden, or out of view).
 */
const WAIT_FOR_FIRST_PAINT = [
  "const shown = (type, match) => new Promise((go) => {",
  '  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type)) return go();',
  "  const observer = new PerformanceObserver((list) => {",
  "    if (list.getEntries().some(match)) {",
  "      observer.disconnect();",
  "      go();",
  "    }",
  "  });",
  "  observer.observe({ type, buffered: true });",
  "});",
  "await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));",
  'await shown("paint", (entry) => entry.name === "first-contentful-paint");',
  'const hero = document.querySelector("img[elementtiming=hero]");',
  "if (hero && !hero.complete) {",
  "  await new Promise((go) => {",
  '    hero.addEventListener("load", go, { once: true });',
  '    hero.addEventListener("error", go, { once: true });',
  "  });",
  "}",
  "if (hero) {",
  '  await Promise.race([shown("element", (entry) => entry.element === hero), new Promise((go) => setTimeout(go, 1000))]);',
  "}",
  // React Router reads sessionStorage as it starts (saved transitions, scroll positions); the
  // first read of a page waits on the browser process (3–16 ms measured), so it is made here,
  // in a task of its own, and not inside hydration's.
  "try { sessionStorage.length; } catch {}",
  "await new Promise((go) => setTimeout(go));",
];

export function contentFirst(html: string) {
  const script = html.match(MODULE_SCRIPT);
  if (!script) return html;
  const [tag, before = "", after = "", body = ""] = script;
  const lines = body.split("\n");
  const imports: { name?: string; href: string }[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (!line.trim()) continue;
    const found = line.match(STATIC_IMPORT);
    if (!found) break;
    imports.push({ name: found[1], href: found[2] ?? "" });
  }
  if (!imports.length) return html;

  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const names = imports.map((item) => item.name ?? "").join(", ");
  const deferred = [
    ...WAIT_FOR_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "  await new Promise((go) => setTimeout(go));",
    "}",
    `const [${names}] = await Promise.all([${imports.map((item) => `import(${item.href})`).join(", ")}]);`,
    ...lines.slice(index),
  ].join("\n");
  return html
    .replace(PRELOAD, "")
    .replace(tag, () => `<script${before} type="module"${after}>${deferred}</script>`);
}
