/**
 * The spec's e-mail rule (section 5): text, @, text, dot, text, no spaces. Checked in one pass
 * with no pattern: the regex that says the same backtracks quadratically on values like
 * 'a@....@' (a post of 256 kB held the event loop for a minute and a half).
 */
export function isEmail(value: string): boolean {
  if (/\s/.test(value)) return false;
  const at = value.indexOf("@");
  if (at < 1 || value.includes("@", at + 1)) return false;
  // A dot with text on both sides of it, after the @.
  return value.slice(at + 2, -1).includes(".");
}
