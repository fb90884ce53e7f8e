// Shared by the editor's form (browser) and the upload code (server): no server imports here.
import type { FetcherWithComponents } from "react-router";
import { adminCopy } from "~content/admin";

const copy = adminCopy.editor;

/** Largest cover accepted, in bytes: the one place the limit is set (the message says it too). */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

/**
 * Largest request that carries a cover (the editor's form, or the file alone). Read whole even
 * with a file over the limit, so the refusal keeps what was typed; far beyond it the request
 * is not an editor's post.
 */
export const MAX_COVER_REQUEST_BYTES = 3 * MAX_COVER_BYTES;

/** `accept` of the cover's file input: the types the server recognises by content. */
export const COVER_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const COVER_UPLOADED = copy.coverUploaded;
export const COVER_EMPTY = copy.coverEmpty;
export const COVER_TOO_LARGE = copy.coverTooLarge(MAX_COVER_BYTES / (1024 * 1024));
export const COVER_BAD_TYPE = copy.coverBadType;
export const COVER_NOT_PROCESSED = copy.coverNotProcessed;
export const COVER_FAILED = copy.coverError;

/**
 * Sends one image alone to `/admin/posts/cover` (the covers' checks) through a fetcher: a new
 * cover, or an image for the post's text.
 */
export function sendCoverImage(
  fetcher: Pick<FetcherWithComponents<unknown>, "submit">,
  file: File,
) {
  const body = new FormData();
  body.set("cover", file);
  fetcher.submit(body, {
    method: "post",
    action: "/admin/posts/cover",
    encType: "multipart/form-data",
  });
}

/** The answer of `/admin/posts/cover`: the stored cover's address, or why it was refused. */
export type CoverUploadReply = { url: string; message: string } | { error: string };
