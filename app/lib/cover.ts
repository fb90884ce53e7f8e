// Shared by the editor's form (browser) and the upload code (server): no server imports here.
import { adminCopy } from "~content/admin";

const copy = adminCopy.editor;

/** Largest cover accepted, in bytes. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** `accept` of the cover's file input: the types the server recognises by content. */
export const COVER_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const COVER_UPLOADED = copy.coverUploaded;
export const COVER_EMPTY = copy.coverEmpty;
export const COVER_TOO_LARGE = copy.coverTooLarge;
export const COVER_BAD_TYPE = copy.coverBadType;
export const COVER_FAILED = copy.coverError;
