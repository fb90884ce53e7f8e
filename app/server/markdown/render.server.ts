import type { Element, ElementContent, Root } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { RenderedMarkdown, TocEntry } from "~/lib/markdown";

const textOf = (node: ElementContent | Element): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

/** Links to other sites open without handing them our window or our address. */
function externalLinks() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const href = child.properties.href;
        if (child.tagName === "a" && typeof href === "string" && /^https?:\/\//i.test(href)) {
          child.properties.rel = ["noopener", "noreferrer"];
        }
        walk(child);
      }
    };
    walk(tree);
  };
}

function collectToc(toc: TocEntry[]) {
  return (tree: Root) => {
    for (const node of tree.children) {
      if (node.type !== "element" || (node.tagName !== "h2" && node.tagName !== "h3")) continue;
      const id = node.properties.id;
      if (typeof id === "string") {
        toc.push({ id, text: textOf(node).trim(), level: node.tagName === "h2" ? 2 : 3 });
      }
    }
  };
}

/**
 * GitHub-flavoured Markdown to safe HTML (DESIGN D12). Raw HTML in the source is dropped, the
 * result is sanitised (no scripts, handlers, javascript: or data: URLs, unknown tags), headings
 * get ids after sanitising (so they are not prefixed) and feed the table of contents.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: "" })
    .use(rehypeSlug)
    .use(externalLinks)
    .use(() => collectToc(toc))
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return { html, toc };
}
