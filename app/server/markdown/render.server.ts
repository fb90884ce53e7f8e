import type { Element, ElementContent, Root } from "hast";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { processedImage, sizesUpTo2x } from "~/lib/images";
import type { RenderedMarkdown, TocEntry } from "~/lib/markdown";
import { env } from "../env.server";

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

/** Width of the article's text column: what a body image is shown at (ADR 0016). */
const BODY_SIZES = sizesUpTo2x("(min-width: 768px) 720px", "100vw - 2rem");

/** Our own image addresses: this site's paths and the Supabase bucket's origin. */
function ownImage(src: string) {
  if (src.startsWith("/") && !src.startsWith("//")) return true;
  let supabase: string | undefined;
  try {
    supabase = env().supabase?.url;
  } catch {
    supabase = undefined;
  }
  try {
    return Boolean(supabase) && new URL(src).origin === new URL(supabase as string).origin;
  } catch {
    return false;
  }
}

/**
 * After sanitising, from our own attributes: an image of our pipeline becomes the same
 * `<picture>` as ResponsiveImage (lazy, with width and height); an image elsewhere, which the
 * CSP would block, becomes a link to it named by its alt text, never a broken image.
 */
function bodyImages() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      for (const [index, child] of node.children.entries()) {
        if (child.type !== "element") continue;
        if (child.tagName !== "img") {
          walk(child);
          continue;
        }
        const src = typeof child.properties.src === "string" ? child.properties.src : "";
        const alt = typeof child.properties.alt === "string" ? child.properties.alt : "";
        const image = processedImage(src);
        if (image) {
          const [avif, webp, jpeg] = image.sources;
          const source = (entry: typeof avif): Element => ({
            type: "element",
            tagName: "source",
            properties: { type: entry?.type, srcSet: entry?.srcset, sizes: BODY_SIZES },
            children: [],
          });
          node.children[index] = {
            type: "element",
            tagName: "picture",
            properties: {},
            children: [
              source(avif),
              source(webp),
              {
                type: "element",
                tagName: "img",
                properties: {
                  src: image.src,
                  srcSet: jpeg?.srcset,
                  sizes: BODY_SIZES,
                  alt,
                  title: child.properties.title,
                  width: image.width,
                  height: image.height,
                  loading: "lazy",
                  decoding: "async",
                },
                children: [],
              },
            ],
          };
        } else if (src && !ownImage(src)) {
          node.children[index] = {
            type: "element",
            tagName: "a",
            properties: { href: src, rel: ["noopener", "noreferrer"] },
            children: [{ type: "text", value: alt || src }],
          };
        }
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
 * GitHub-flavoured Markdown to safe HTML (ADR 0009). Raw HTML in the source is dropped, the
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
    .use(bodyImages)
    .use(() => collectToc(toc))
    .use(rehypeStringify)
    .processSync(markdown)
    .toString();
  return { html, toc };
}
