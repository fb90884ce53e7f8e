import { describe, expect, it } from "vitest";
import { attributionName, fieldName, inReadingOrder } from "~/lib/lead-fields";

describe("a lead's fields as people read them", () => {
  it("puts who and how to reach them first, whatever order the database kept", () => {
    // jsonb keeps keys shortest first: this is how a stored payload comes back.
    const stored: [string, string][] = [
      ["role", "ceo"],
      ["extra", "x"],
      ["email", "julia@campos.com.br"],
      ["phone", "11988887777"],
      ["company", "Campos"],
      ["message", "Oi"],
      ["name", "Júlia"],
      ["industry", "saas"],
    ];
    expect(inReadingOrder(stored).map(([field]) => field)).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "role",
      "industry",
      "message",
      "extra",
    ]);
  });

  it("names fields and first touches as the forms and marketers do, and hides how it was sent", () => {
    expect(fieldName("roleType")).toBe("Papel na decisão");
    for (const field of ["formType", "timestamp", "source", "consent"]) {
      expect(fieldName(field)).toBeNull();
    }
    expect(attributionName("utm_source")).toBe("Origem (utm_source)");
    expect(attributionName("landingPage")).toBe("Primeira página da visita");
    expect(attributionName("gclid")).toBe("gclid");
  });
});
