import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/lib/csv";
import { leadPerson } from "~/lib/lead-fields";
import { leadFilter } from "~/lib/lead-filter";
import {
  displayValue,
  formTypeLabel,
  leadFormId,
  leadTypeLabel,
  statusFilterLabels,
  statusLabel,
  suspicionLabel,
  suspicionLabels,
} from "~/lib/leads";
import { formTypes, spamSuspicions } from "~/server/leads/outbox.server";

describe("CSV", () => {
  it("quotes every cell, doubling quotes", () => {
    expect(csvCell("Ana Souza")).toBe('"Ana Souza"');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell('Empresa "Boa", Ltda')).toBe('"Empresa ""Boa"", Ltda"');
    expect(csvCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(csvCell("Rua A; 10")).toBe('"Rua A; 10"');
    expect(csvCell("")).toBe('""');
  });

  it("keeps a cell a spreadsheet would run as a formula as text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("ana@empresa.com.br")).toBe('"ana@empresa.com.br"');
  });

  it("keeps a formula after a separator inside a cell as text, however the cell is split", () => {
    // Excel in Brazil splits on ';': each piece must still start with an apostrophe.
    expect(csvCell("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(csvCell("Ana,@SUM(A1)")).toBe(`"Ana,'@SUM(A1)"`);
    expect(csvCell("a\t+1")).toBe(`"a\t'+1"`);
    expect(csvCell("linha\n-2")).toBe(`"linha\n'-2"`);
    expect(csvCell("linha\r\n=3")).toBe(`"linha\r\n'=3"`);
    expect(csvCell("a\t\tb")).toBe(`"a\t'\tb"`);
    // A reader splitting on any separator finds no piece that starts a formula.
    const text = csvCell("x;=1+1,+2\t-3\n@4\r=5").slice(1, -1);
    for (const piece of text.split(/[;,\t\r\n]/)) expect(piece).not.toMatch(/^[=+\-@]/);
    // Separators followed by anything else are left as typed.
    expect(csvCell("Rua A, 10; sala 2")).toBe('"Rua A, 10; sala 2"');
  });

  it("writes a BOM, CRLF line ends and a final line break", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["ç", "ã"],
      ]),
    ).toBe('\uFEFF"a","b"\r\n"ç","ã"\r\n');
  });
});

describe("lead labels and values", () => {
  it("names every form type and state in Portuguese", () => {
    for (const formType of formTypes) expect(formTypeLabel(formType)).not.toBe(formType);
    expect(formTypeLabel("contact")).toBe("Contato");
    expect(statusLabel("failed")).toBe("Falhou");
    expect(statusLabel("delivering")).toBe("Enviando");
    expect(statusLabel("outro")).toBe("outro");
  });

  it("names the home form's contact leads, and the old rows stored as 'home', alike", () => {
    expect(leadFormId("contact", { formId: "home-lead" })).toBe("home-lead");
    expect(leadFormId("home", { formType: "home" })).toBe("home-lead");
    expect(leadFormId("contact", { formType: "contact" })).toBeUndefined();
    expect(leadTypeLabel("contact", "home-lead")).toBe("Contato (formulário da home)");
    expect(leadTypeLabel("home", leadFormId("home", {}))).toBe("Contato (formulário da home)");
    expect(formTypeLabel("home")).toBe("Contato (formulário da home)");
    expect(leadTypeLabel("contact")).toBe("Contato");
    expect(leadTypeLabel("diagnosis")).toBe("Diagnóstico");
  });

  it("names a suspect and every reason the spam guards give, in Portuguese", () => {
    expect(statusLabel("suspected")).toBe("Suspeito");
    expect(statusFilterLabels.suspected).toBe("Suspeitos");
    // The browser's labels are keyed by string: this keeps them in step with the server's list.
    for (const suspicion of spamSuspicions) {
      expect(suspicionLabels[suspicion]?.label, suspicion).toBeTruthy();
      expect(suspicionLabels[suspicion]?.explanation, suspicion).toBeTruthy();
    }
    expect(suspicionLabel("honeypot")).toBe("Campo oculto preenchido");
    expect(suspicionLabel("too-fast")).toBe("Enviado rápido demais");
    expect(suspicionLabel("bad-token")).toBe("Carimbo do formulário inválido");
    expect(suspicionLabel("outro")).toBe("outro");
    expect(suspicionLabel(null)).toBe("Motivo não registrado");
  });

  it("shows objects as JSON, booleans in words and nothing as a dash", () => {
    expect(displayValue({ a: [1] })).toBe('{"a":[1]}');
    expect(displayValue(true)).toBe("sim");
    expect(displayValue("")).toBe("—");
    expect(displayValue(null)).toBe("—");
    expect(displayValue(42)).toBe("42");
  });
});

describe("lead filter and person", () => {
  it("keeps only known form types and states", () => {
    expect(leadFilter({ formType: "rei", status: "failed" })).toEqual({
      formType: "rei",
      status: "failed",
    });
    expect(leadFilter({ status: "suspected" })).toEqual({ status: "suspected" });
    expect(leadFilter({ formType: "x' or 1=1", status: "delivering" })).toEqual({});
    expect(leadFilter({ formType: null, status: undefined })).toEqual({});
  });

  it("finds the name, company and phone whatever form sent them", () => {
    expect(leadPerson({ firstName: "Ana", lastName: "Souza", company: "A", phone: "1" })).toEqual({
      name: "Ana Souza",
      email: "",
      company: "A",
      phone: "1",
    });
    expect(
      leadPerson({ name: "Rui", email: "r@x.com", companyName: "REI SA", whatsapp: "2" }),
    ).toEqual({ name: "Rui", email: "r@x.com", company: "REI SA", phone: "2" });
    expect(leadPerson({ firstName: "Ana", lastName: "" }).name).toBe("Ana");
    expect(leadPerson({ name: { html: "<b>" } }).name).toBe("");
  });
});
