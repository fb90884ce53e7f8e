// Shared by pages, the admin's forms and the server: no copy and no server imports here, so a
// public page that checks an address does not load the admin's texts.

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
