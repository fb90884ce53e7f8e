/**
 * Every page is readable and usable without JavaScript: links, forms and the carousel work as
 * plain HTML. So the browser first paints the content (text, styles, the hero image) and only
 * then fetches the app's scripts, which on a phone connection would otherwise share the
 * bandwidth the first paint needs (ADR 0010).
 *
 * React Router renders `<link rel="modulepreload">` tags and one module script whose static
 * imports start every download at once. This rewrites them into a script that waits for the
 * first paint, then asks for the same modules together (the preloads keep the fetches in
 * parallel) and goes on exactly as React Router's script would. If the markup is not the
 * expected one, the page is left as it is.
 */

const PRELOAD = /<link rel="modulepreload"(?: [a-z-]+="[^"]*")*? href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT =
  /<script((?: [a-z-]+="[^"]*")*) type="module"((?: [a-z-]+="[^"]*")*)>([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"]+");\s*$/;

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
    "await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${names}] = await Promise.all([${imports.map((item) => `import(${item.href})`).join(", ")}]);`,
    ...lines.slice(index),
  ].join("\n");
  return html
    .replace(PRELOAD, "")
    .replace(tag, () => `<script${before} type="module"${after}>${deferred}</script>`);
}
