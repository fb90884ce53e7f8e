import type { PostFormValues } from "~/lib/forms/post-schema";
import { imageMarkdown, insertAt } from "~/lib/image-markdown";
import {
  copyExternalImages,
  isExternalImage,
  localizeMarkdownImages,
} from "~/server/storage/external.server";
import { storeCover } from "~/server/storage/index.server";
import { adminImagesCopy } from "~content/admin-images";

const copy = adminImagesCopy;

/**
 * 'Inserir imagem' without JavaScript (intent=insert-image): the file through the pipeline,
 * then `![alt](url)` at the cursor the page sent (or at the end). Nothing typed is lost: a
 * refusal comes back with the alt text and the message.
 */
export async function insertImage(form: FormData, values: PostFormValues) {
  const file = form.get("bodyImage");
  const rawAlt = form.get("bodyImageAlt");
  const alt = typeof rawAlt === "string" ? rawAlt.slice(0, 251) : "";
  if (!(file instanceof File) || file.size === 0) {
    return { values, imageInsert: { alt, error: copy.fileMissing } };
  }
  if (!alt.trim()) return { values, imageInsert: { alt, error: copy.altMissing } };
  const stored = await storeCover(file);
  if (!stored.ok) return { values, imageInsert: { alt, error: stored.message } };
  const rawCursor = form.get("bodyImageCursor");
  const cursor =
    typeof rawCursor === "string" && /^\d{1,7}$/.test(rawCursor) ? Number(rawCursor) : undefined;
  // Browsers send the text with CRLF, and the cursor as counted in the text area (LF).
  const text = values.content.replace(/\r\n?/g, "\n");
  const content = insertAt(text, imageMarkdown(alt, stored.url), cursor);
  return { values: { ...values, content }, imageInsert: { alt: "", inserted: true } };
}

/**
 * Before a save: images on other sites (in the text, or a cover given by address) copied into
 * our storage and the addresses rewritten; those that could not be are named for the editor.
 */
export async function localizePostImages<T extends { content: string; image?: string | null }>(
  post: T,
): Promise<{ post: T; notCopied?: string }> {
  const body = await localizeMarkdownImages(post.content);
  let image = post.image;
  const failed = [...body.failed];
  if (image && isExternalImage(image)) {
    const cover = await copyExternalImages([image]);
    image = cover.copied.get(image) ?? image;
    failed.push(...cover.failed);
  }
  return {
    post: { ...post, content: body.markdown, image },
    notCopied: failed.length ? copy.notCopied(failed) : undefined,
  };
}
