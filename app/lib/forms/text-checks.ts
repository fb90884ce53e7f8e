// The checks every admin form builds its text fields from, so that each form refuses a value
// too long, or one left blank, the same way and with its own words.
import * as z from "zod/mini";

/** A value a person really typed: a string with more than white space. */
export const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Too long ends the field's checks: the message says the limit, not that it is missing. */
export const atMost = (max: number, message: string) =>
  z.maxLength(max, { error: message, abort: true });

/**
 * The text checks of one form, from its limits (the longest value of each field) and its
 * words for a value too long.
 */
export function textChecks<Key extends string>(
  limits: Record<Key, number>,
  tooLong: (max: number) => string,
) {
  const limit = (key: Key) => atMost(limits[key], tooLong(limits[key]));
  return {
    atMost: limit,
    /** Required: absent, empty or blank all read `missing`. */
    requiredText: (key: Key, missing: string) =>
      z.string({ error: missing }).check(limit(key), z.refine(filled, missing)),
    /** Absent reads as empty: a field the form does not show is not an error. */
    optionalText: (key: Key) => z._default(z.string().check(limit(key)), ""),
    /** One of a list: anything else reads `missing`, as if nothing was chosen. */
    choice: (key: Key, listed: (value: string) => boolean, missing: string) =>
      z.string({ error: missing }).check(limit(key), z.refine(listed, missing)),
    /** Whether a refusal was for a value too long, which the message above the form says. */
    anyTooLong: (fieldErrors: Record<string, string>) =>
      (Object.keys(limits) as Key[]).some((key) => fieldErrors[key] === tooLong(limits[key])),
  };
}
