// What a stranger typed, in the e-mails we send. A visitor's e-mail goes to the address typed,
// so anything else typed with it would be our message to anyone: only a name that reads as a
// name is used. The team's alerts show what a lead typed as text, never as a link.

/** The longest name we greet by, in characters, and in words. */
const NAME_MAX = 40;
const NAME_WORDS = 4;

/**
 * One word of a name: letters (with their accents), joined by an apostrophe or a hyphen
 * ("D'Ávila", "Maria-José"), maybe closed by a dot ("J.", "Jr."). No digit, no other sign, and
 * a dot never between letters, so no domain ("x.com") and no address.
 */
const NAME_WORD = /^\p{L}[\p{L}\p{M}]*(?:['’-]\p{L}[\p{L}\p{M}]*)*\.?$/u;

/** Words a link begins with, which no name is. */
const LINK_WORDS = new Set(["www", "http", "https", "ftp", "mailto"]);

/**
 * The name to greet a visitor by in an e-mail sent to them, or undefined when what was typed
 * does not read as a name (then the e-mail says just 'Olá!'). Every e-mail to a visitor uses
 * this, never the typed text itself.
 */
export function greetingName(typed: unknown): string | undefined {
  // A name is typed on one line: a line break or a control character is not one.
  if (typeof typed !== "string" || typed.length > NAME_MAX * 4 || /\p{Cc}/u.test(typed))
    return undefined;
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > NAME_MAX) return undefined;
  const words = name.split(" ");
  if (words.length > NAME_WORDS) return undefined;
  const isName = words.every(
    (word) => NAME_WORD.test(word) && !LINK_WORDS.has(word.replace(/\.$/, "").toLowerCase()),
  );
  return isName ? name : undefined;
}

/**
 * A lead's value as the team's alert shows it, in the HTML and the text part alike: readable
 * and honest, but no mail client makes a link of it. A dot between letters (or a letter and a
 * digit) is written `[.]` and a scheme's `://` `[:]//`, the usual way of writing an address
 * so it cannot be clicked: `https[:]//exemplo[.]com`, `ana@empresa[.]com[.]br`. The lead's
 * page in the admin, one click away, has every value as typed.
 */
export function inertText(value: string): string {
  return value
    .replace(/:\/\//g, "[:]//")
    .replace(/(?<=[\p{L}\p{N}])\.(?=[\p{L}\p{N}])/gu, (dot, offset: number, whole: string) =>
      /\p{L}/u.test(whole[offset - 1] ?? "") || /\p{L}/u.test(whole[offset + 1] ?? "")
        ? "[.]"
        : dot,
    );
}
