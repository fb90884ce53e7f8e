import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { textChecks } from "~/lib/forms/text-checks";
import { parseId, typedValues } from "~/routes/handlers/admin-content.server";

// The kit's pieces that every admin content type relies on to read an address and a form.

describe("parseId", () => {
  it("reads a number from an address, and anything else as no item", () => {
    expect(parseId("42")).toBe(42);
    for (const raw of [undefined, "", "abc", "4.2", "-1", "1e3", "0x10", "9".repeat(16)]) {
      expect(parseId(raw), String(raw)).toBeUndefined();
    }
  });
});

describe("typedValues", () => {
  it("gives back what was typed, cut just past each limit, absent fields empty", () => {
    const form = new FormData();
    form.set("name", "Ana Souza");
    form.set("bio", "x".repeat(50));
    form.set("extra", "not a field");
    const values = typedValues(
      form,
      { name: "", bio: "", role: "" },
      { name: 20, bio: 10, role: 5 },
    );
    expect(values).toEqual({ name: "Ana Souza", bio: "x".repeat(11), role: "" });
  });
});

describe("textChecks", () => {
  const limits = { name: 5, kind: 10 };
  const { requiredText, optionalText, choice, anyTooLong } = textChecks(
    limits,
    (max) => `No máximo ${max}.`,
  );
  const schema = z.object({
    name: requiredText("name", "Falta o nome."),
    kind: choice("kind", (value) => value === "a", "Escolha um tipo."),
    note: optionalText("name"),
  });
  const errors = (input: unknown) =>
    Object.fromEntries(
      (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );

  it("refuses blank as missing and too long with the limit, and reads absent as empty", () => {
    expect(errors({ name: "  ", kind: "a" })).toEqual({ name: "Falta o nome." });
    expect(errors({ name: "abcdef", kind: "b" })).toEqual({
      name: "No máximo 5.",
      kind: "Escolha um tipo.",
    });
    expect(schema.parse({ name: "Ana", kind: "a" }).note).toBe("");
  });

  it("tells a refusal for length from one for a missing value", () => {
    expect(anyTooLong({ name: "No máximo 5." })).toBe(true);
    expect(anyTooLong({ name: "Falta o nome." })).toBe(false);
  });
});
