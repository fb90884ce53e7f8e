// Shared by the editor's form (browser) and the upload code (server): no server imports here.
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
export const COVER_FAILED = copy.coverError;

/** The answer of `/admin/posts/cover`: the stored cover's address, or why it was refused. */
export type CoverUploadReply = { url: string; message: string } | { error: string };

const ownImage = (value: string) =>
  /^\/(uploads|images)\/[\w./-]+$/.test(value) && !value.includes("..");

/**
 * Covers are our own uploads, our images or a public https address; nothing else is kept. An
 * address must also parse as one ('https://[' does not), or pages using it would fail.
 */
export const isCoverAddress = (value: string) =>
  ownImage(value) || (/^https:\/\/[^\s"'<>]+$/i.test(value) && URL.canParse(value));

/**
 * A stored cover as pages show it: ours, or an http(s) address that parses (imports and older
 * rows may hold anything); otherwise the page goes without a cover.
 */
export const usableImage = (value: string | null | undefined) =>
  value && (ownImage(value) || (/^https?:\/\/[^\s"'<>]+$/i.test(value) && URL.canParse(value)))
    ? value
    : null;
