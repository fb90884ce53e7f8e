import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Every repository path the docs name exists.
 *
 * The extractor is deliberately simple:
 * - A path is any token that starts with one of the repository's folders below (or the
 *   `~/` and `~content/` import aliases), wherever it stands: in backticks, in prose, in a
 *   code block; and the target of every relative Markdown link, from the doc's own folder.
 *   Names without a folder (`page-cache.server.ts`) and site addresses (`/blog/{slug}`) are
 *   not paths of the repository, so they are not checked.
 * - `{a,b}` is expanded; `*` and `**` are globs and `:name` matches any one segment; a token
 *   with a placeholder (`{page}`, `…`, `...`, `<name>`, `NNNN`) is skipped.
 * - A name without an extension may be a module: `x.ts`, `x.tsx`, `x.js`, `x.mjs` or
 *   `x/index.ts` count.
 */

const root = path.resolve(import.meta.dirname, "../..");
const folders = [
  "app",
  "bench",
  "content",
  "deploy",
  "docs",
  "drizzle",
  "public",
  "scripts",
  "tests",
];
const skipped = new Set([".git", "node_modules", "build", "data", ".react-router", ".bench"]);

const tokenPattern = new RegExp(
  String.raw`(?<![\w./~-])(?:~/|~content/|\.ci/|(?:${folders.join("|")})/)[^\s\`'"()<>\[\]|;]*`,
  "g",
);
const linkPattern = /\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const placeholder = /…|\.\.\.|<|NNNN|\{[^},]*\}/;

function walk(dir: string, out: string[]): string[] {
  for (const name of readdirSync(path.join(root, dir))) {
    if (skipped.has(name)) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(root, rel)).isDirectory()) {
      out.push(`${rel}/`);
      walk(rel, out);
    } else out.push(rel);
  }
  return out;
}

const tree = walk("", []);
const known = new Set(tree);

/** Cuts a prose token at a comma outside braces and drops trailing punctuation. */
function trimToken(token: string): string {
  let depth = 0;
  for (let i = 0; i < token.length; i++) {
    if (token[i] === "{") depth++;
    else if (token[i] === "}") depth--;
    else if (token[i] === "," && depth === 0) return trimToken(token.slice(0, i));
  }
  return token.replace(/#.*$/, "").replace(/[.,:]+$/, "");
}

function expandBraces(token: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(token);
  if (!match?.[1]) return [token];
  const [whole, inner] = match;
  return inner.split(",").flatMap((choice) => expandBraces(token.replace(whole, choice)));
}

function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/?|\*|\/:[\w-]+)/)
    .map((part) => {
      if (part.startsWith("**")) return ".*";
      if (part === "*") return "[^/]*";
      if (part.startsWith("/:")) return "/[^/]+";
      return part.replace(/[.+?^$()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}/?$`);
}

function exists(repoPath: string): boolean {
  const clean = repoPath.replace(/^\.\//, "");
  if (/\*|\/:/.test(clean)) {
    const pattern = globPattern(clean);
    return tree.some((file) => pattern.test(file));
  }
  const bare = clean.replace(/\/$/, "");
  return ["", "/", ".ts", ".tsx", ".js", ".mjs", "/index.ts"].some((end) => known.has(bare + end));
}

/** The repository paths one doc names, as written there (aliases resolved). */
function namedPaths(docPath: string, text: string): string[] {
  const paths = new Set<string>();
  for (const [token] of text.matchAll(tokenPattern)) {
    const trimmed = trimToken(token);
    if (placeholder.test(trimmed)) continue;
    const resolved = trimmed.replace(/^~content\//, "content/").replace(/^~\//, "app/");
    for (const one of expandBraces(resolved)) paths.add(one);
  }
  // A link's target is read outside code: `![alt](url)` in backticks is an example.
  const prose = text.replace(/```[\s\S]*?```|`[^`\n]*`/g, "");
  for (const [, target = ""] of prose.matchAll(linkPattern)) {
    if (/^(?:[a-z]+:|#|\/)/i.test(target) || placeholder.test(target)) continue;
    const file = decodeURI(target.replace(/#.*$/, ""));
    if (file) paths.add(path.posix.join(path.posix.dirname(docPath), file));
  }
  return [...paths];
}

const docs = [
  "README.md",
  "SECURITY.md",
  "content/README.md",
  ...tree.filter((file) => file.startsWith("docs/") && file.endsWith(".md")),
];

describe("the docs name only files that exist", () => {
  it.each(docs)("%s", (doc) => {
    const text = readFileSync(path.join(root, doc), "utf8");
    const missing = namedPaths(doc, text).filter((named) => !exists(named));
    expect(missing, `${doc} names paths that do not exist`).toEqual([]);
  });

  it("the extractor reads backticks, links, globs, braces and placeholders", () => {
    const text = [
      "see `app/http/` and `server.js`, then app/routes/**/*.tsx.",
      "[deploy](deploy.md), [top](../README.md#two-commands), [site](https://x.test/app/y)",
      "`content/forms/{contact-form,download-form}.ts` `content/pages/{page}.ts` `app/…`",
      "`~/lib/seo` `/admin/posts/edit/:id` `app/routes/admin/:id.tsx` `![alt](url)`",
    ].join("\n");
    expect(namedPaths("docs/x.md", text).sort()).toEqual([
      "README.md",
      "app/http/",
      "app/lib/seo",
      "app/routes/**/*.tsx",
      "app/routes/admin/:id.tsx",
      "content/forms/contact-form.ts",
      "content/forms/download-form.ts",
      "docs/deploy.md",
    ]);
    expect(exists("app/routes/**/*.tsx")).toBe(true);
    expect(exists("app/lib/seo")).toBe(true);
    expect(exists("app/lib/no-such-module")).toBe(false);
  });
});
