import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { processedImage } from "~/lib/images";
import { db, tables } from "../db/index.server";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { renderedForStorage } from "../markdown/stored.server";
import { imageStore, putProcessed } from "./index.server";
import { uploadsDir } from "./local.server";
import { processImage, stripMetadata } from "./pipeline.server";
import { isStoredName } from "./stored-name.server";

const { blogPosts, materials } = tables;
const NAME = String.raw`\d{13}_[A-Za-z0-9._-]+\.(?:jpg|png|webp|avif|gif)`;
const MAX_BYTES = 20 * 1024 * 1024;

/** Addresses of our uploads (local or the Supabase bucket) that the pipeline has not made. */
function uploadPattern() {
  const supabase = env().supabase;
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const bucket = supabase
    ? `${literal(supabase.url.replace(/\/+$/, ""))}/storage/v1/object/public/${literal(supabase.bucket)}/`
    : undefined;
  // Our own `/uploads/` only: not another site's path of the same name.
  return new RegExp(`(?:(?<![^\\s("'<=\\]])/uploads/${bucket ? `|${bucket}` : ""})${NAME}`, "g");
}

const unprocessed = (text: string | null, pattern: RegExp) =>
  [...(text ?? "").matchAll(pattern)].map((m) => m[0]).filter((url) => !processedImage(url));

async function bytesOf(url: string): Promise<Uint8Array> {
  const name = url.split("/").pop() as string;
  if (!isStoredName(name)) throw new Error(`nome inesperado: ${name}`);
  if (url.startsWith("/uploads/")) return readFile(path.join(uploadsDir(), name));
  // Our own bucket's public object (the configured Supabase origin only).
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.length > MAX_BYTES) throw new Error("arquivo grande demais");
  return body;
}

/**
 * Uploads stored before the pipeline (ADR 0016), once: each one a post or material names is
 * processed into its variants, the original is replaced by a copy without metadata (GPS gone
 * from old links too) and every reference is rewritten to the new address. Idempotent: a
 * processed address is never picked again; a failure is logged and retried on the next run.
 */
export async function processExistingImages() {
  const pattern = uploadPattern();
  const posts = await db()
    .select({ id: blogPosts.id, image: blogPosts.image, content: blogPosts.content })
    .from(blogPosts);
  const mats = await db().select({ id: materials.id, image: materials.image }).from(materials);
  const found = new Set<string>();
  for (const post of posts) {
    for (const url of [...unprocessed(post.image, pattern), ...unprocessed(post.content, pattern)])
      found.add(url);
  }
  for (const material of mats)
    for (const url of unprocessed(material.image, pattern)) found.add(url);

  const done = new Map<string, string>();
  let failed = 0;
  for (const url of found) {
    try {
      const bytes = await bytesOf(url);
      const name = url.split("/").pop() as string;
      const processed = await processImage(bytes, name.replace(/\.[a-z]+$/, ""));
      done.set(url, await putProcessed(processed, { replace: true }));
      const type = name.endsWith(".jpg") ? "image/jpeg" : `image/${name.split(".").pop()}`;
      await imageStore().put(name, await stripMetadata(bytes), type, { replace: true });
    } catch (error) {
      failed++;
      logger.warn({ err: error, url }, "imagem antiga não processada");
    }
  }
  if (done.size === 0) return { processed: 0, failed };

  const rewrite = (text: string) => {
    let out = text;
    for (const [from, to] of done) out = out.split(from).join(to);
    return out;
  };
  for (const post of posts) {
    const image = post.image ? rewrite(post.image) : post.image;
    const content = rewrite(post.content);
    if (image !== post.image || content !== post.content) {
      // The body's new image addresses make new HTML (ADR 0049).
      const { html, toc } = renderedForStorage(content, `post ${post.id}`);
      await db()
        .update(blogPosts)
        .set({ image, content, contentHtml: html, toc })
        .where(eq(blogPosts.id, post.id));
    }
  }
  for (const material of mats) {
    const image = material.image ? rewrite(material.image) : material.image;
    if (image !== material.image) {
      await db().update(materials).set({ image }).where(eq(materials.id, material.id));
    }
  }
  return { processed: done.size, failed };
}
