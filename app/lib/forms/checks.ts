/** A value a person really typed: a string with more than white space. */
export const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
