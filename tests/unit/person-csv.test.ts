import { describe, expect, it } from "vitest";
import { OTHERS_LIMIT, type PersonCsvSource, personCsvHead, personCsvLine } from "~/lib/person-csv";

const person: PersonCsvSource = {
  name: "Ana Souza",
  email: "ana@gmail.com",
  phone: "",
  company: "=CMD()",
  domain: "gmail.com",
  personalEmail: true,
  fitGrade: "B",
  interestGrade: 3,
  fitPoints: 40,
  interestPoints: 25,
  workStatus: "new",
  owner: null,
  ownerName: null,
  firstSeenAt: new Date("2026-04-08T15:00:00Z"),
  lastActivityAt: new Date("2026-04-09T15:00:00Z"),
  lastForm: "rei",
  lastFormId: null,
  submissions: 2,
  notes: 0,
  attribution: null,
};
const header = personCsvHead().slice(1).trimEnd().split(";");
const cells = (fields: { key: string; value: string }[]) =>
  personCsvLine(person, fields, (id) => `título de ${id}`)
    .trimEnd()
    .split(";");

describe("a person's line of the CSV", () => {
  it("gives the score, the personal e-mail and São Paulo dates, formulas kept as text", () => {
    const line = cells([]);
    const cell = (name: string) => line[header.indexOf(name)];
    expect(line).toHaveLength(header.length);
    expect(cell("Empresa")).toBe("'=CMD()");
    expect(cell("E-mail pessoal")).toBe("Sim");
    expect(cell("Nota")).toBe("B3");
    expect(cell("Primeiro envio")).toBe("08/04/2026 12:00");
    expect(cell("Status")).toBe("Novo");
  });

  it("puts a field under its form's label, the first (newest) value winning, the REI's sector as 'Setor'", () => {
    const line = cells([
      { key: "sector", value: "saas" },
      { key: "industry", value: "industria" },
      { key: "materialId", value: "7" },
      { key: "formType", value: "rei" },
    ]);
    const cell = (name: string) => line[header.indexOf(name)];
    expect(cell("Setor")).toBe("SaaS");
    expect(cell("Material")).toBe("título de 7");
    expect(header.filter((name) => name === "Setor")).toHaveLength(1);
    // A technical field is no column and no 'Outros campos'.
    expect(line.at(-1)).toBe("");
  });

  it("bounds 'Outros campos' for fields no form of the site names", () => {
    const long = Array.from({ length: 50 }, (_, i) => ({
      key: `campo${i}`,
      value: "x".repeat(100),
    }));
    const others = cells(long).at(-1) ?? "";
    expect(others.startsWith("campo0: x")).toBe(true);
    expect(others.length).toBeLessThanOrEqual(OTHERS_LIMIT);
  });
});
