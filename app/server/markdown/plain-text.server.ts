import { decodeHTML } from "entities";

/**
 * A fragment of remote HTML (a WordPress title or excerpt) as one line of plain text. A tag is
 * `<` up to the next `>` with no `<` inside: `<[^>]*>` would rescan the rest of the text from
 * every `<` that has no `>`, quadratic on a body of `<<<<…`.
 */
export const plainText = (html: unknown) =>
  decodeHTML((typeof html === "string" ? html : "").replace(/<[^<>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
