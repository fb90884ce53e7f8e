/**
 * Nothing competes with a public page's first paint (ADR 0022). Every control on a public
 * page works before the app's code arrives (HTML, CSS, the inline page-view and consent
 * scripts), so the app's scripts need not be fetched with the page: on a phone connection they
 * would share the bandwidth that the text, the styles and the hero image need.
 *
 * React Router renders `<link rel="modulepreload">` tags and one module script whose static
 * imports start every download at once. This rewrites them into a module script that waits for
 * the first paint and for the page's priority image (`fetchpriority="high"`, the likely LCP
 * element), then asks for the same modules together (added preloads keep the fetches in
 * parallel; one per task, as adding one costs a slow phone a few milliseconds and fifteen at
 * once made the page's longest task) and goes on exactly as React Router's script would. If
 * the markup is not the expected one, the page is left as it is. The admin's pages keep React
 * Router's script.
 */

const PRELOAD = /<link rel="modulepreload"(?: [a-z-]+="[^"]*")*? href="([^"]+)"[^>]*\/>/g;
// React Router's module script starts with its imports; other module scripts (the page view's)
// are not it.
const MODULE_SCRIPT =
  /<script((?: [a-z-]+="[^"]*")*) type="module"((?: [a-z-]+="[^"]*")*)>(\s*import [\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/;

/** The module script's first lines: after the first paint, and after the priority image. */
const WAIT_FOR_FIRST_PAINT = [
  "await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));",
  'const hero = document.querySelector("img[fetchpriority=high]");',
  "if (hero && !hero.complete) {",
  "  await new Promise((go) => {",
  '    hero.addEventListener("load", go, { once: true });',
  '    hero.addEventListener("error", go, { once: true });',
  "  });",
  "}",
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
