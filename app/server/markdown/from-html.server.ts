import rehypeParse from "rehype-parse";
import rehypeRemark from "rehype-remark";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkStringify from "remark-stringify";
import { unified } from "unified";

/**
 * HTML from another CMS (the WordPress import) to Markdown, so blog_posts.content stays
 * Markdown and every post goes through the same renderer. Sanitised on the way in as well:
 * nothing unsafe is stored even before the renderer sanitises it again.
 */
export function htmlToMarkdown(html: string): string {
  return unified()
    .use(rehypeParse, { fragment: true })
    .use(rehypeSanitize, defaultSchema)
    .use(rehypeRemark)
    .use(remarkGfm)
    .use(remarkStringify, { bullet: "-", emphasis: "_" })
    .processSync(html)
    .toString()
    .trim();
}
