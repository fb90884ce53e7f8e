import { describe, expect, it } from "vitest";
import { type FieldSpec, flatValues, readFields } from "~/lib/site-content/fields";

// The formats a kind's field may have besides text (ADR 0055): an address elsewhere, a whole
// number in a range, a date and time in Brasília as typed.

const fields: FieldSpec[] = [
  { type: "text", name: "link", label: "Link", max: 300, format: "url" },
  { type: "number", name: "seats", label: "Vagas", min: 1, max: 500, required: true },
  { type: "datetime", name: "startsAt", label: "Início", required: true },
];

const read = (values: Record<string, string>) =>
  readFields(fields, (name) => values[name] ?? "", new Map());

describe("a field's format", () => {
  it("keeps an address, a number and a date and time, and shows them back as typed", () => {
    const values = {
      link: "https://eventos.exemplo.com.br/webinar?turma=2",
      seats: "120",
      startsAt: "2026-12-10T19:00",
    };
    const { data, errors } = read(values);
    expect(errors).toEqual({});
    expect(data).toEqual({ ...values, seats: 120 });
    expect(flatValues(fields, data)).toEqual(values);
  });

  it("refuses an address that is not one, a number out of range and a day that does not exist", () => {
    const { errors } = read({
      link: "javascript:alert(1)",
      seats: "501",
      startsAt: "2026-02-30T19:00",
    });
    expect(errors).toEqual({
      link: "Use um endereço completo, começando com https:// ou http://.",
      seats: "Informe um número inteiro de 1 a 500.",
      startsAt: "Informe uma data e um horário válidos.",
    });
    expect(read({ seats: "12.5", startsAt: "2026-12-10T24:00" }).errors).toMatchObject({
      seats: "Informe um número inteiro de 1 a 500.",
      startsAt: "Informe uma data e um horário válidos.",
    });
  });

  it("says what is missing, and reads at most a few characters of a long text", () => {
    expect(read({}).errors).toEqual({
      seats: "Preencha este campo.",
      startsAt: "Preencha este campo.",
    });
    const long = read({ seats: "9".repeat(100_000), startsAt: "2".repeat(100_000) });
    expect(long.errors.seats).toBe("Informe um número inteiro de 1 a 500.");
    expect(long.errors.startsAt).toBe("Informe uma data e um horário válidos.");
  });
});
