import { escapeUTF8 } from "entities";

/**
 * Characters XML 1.0 forbids anywhere, even escaped: C0 controls but tab, line feed and
 * carriage return, U+FFFE and U+FFFF, and surrogates without their pair. One of them in a post
 * title would make the whole feed unreadable to every reader.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or attribute: forbidden characters dropped, markup escaped. */
export const xmlText = (value: string) => escapeUTF8(value.replace(FORBIDDEN, ""));
