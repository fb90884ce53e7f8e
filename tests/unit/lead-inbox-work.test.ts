import { describe, expect, it } from "vitest";
import { excelCell, excelRow } from "~/lib/csv";
import { formatDayTime } from "~/lib/dates";
import { type LeadCsvSource, leadCsvHead, leadCsvLine } from "~/lib/lead-csv";
import { fieldLabel, leadProfile } from "~/lib/lead-fields";
import { filterFromQuery, leadFilter, leadsHref, SEARCH_MAX } from "~/lib/lead-filter";
import { memberName, workStatuses, workStatusLabel } from "~/lib/lead-work";
import { containsPattern } from "~/server/leads/inbox-filter.server";

// The inbox's work on leads: labels for codes, the filter in the address, and the CSV that opens
// right in Excel in Brazil.

const HEADER =
  "Data;Nome;E-mail;Empresa;Telefone;Cargo;Setor;Mensagem;Formulário;Material;Status;Responsável;Página do formulário;Origem;Mídia;Campanha";

describe("Excel cells", () => {
  it("separates with ';' and quotes only a cell with ';', a quote or a line break", () => {
    expect(excelCell("Ana Souza")).toBe("Ana Souza");
    expect(excelCell("Lima, Filhos")).toBe("Lima, Filhos");
    expect(excelCell("Rua A; 10")).toBe('"Rua A; 10"');
    expect(excelCell('Empresa "Boa"')).toBe('"Empresa ""Boa"""');
    expect(excelCell("linha 1\nlinha 2")).toBe('"linha 1\nlinha 2"');
    expect(excelCell("a\rb")).toBe('"a\rb"');
    expect(excelCell(3)).toBe("3");
    expect(excelRow(["a", "b;c", ""])).toBe('a;"b;c";\r\n');
  });

  it("keeps formulas as text, at the start and after a separator inside a cell", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(excelCell(`${start}1+1`).replace(/^"|"$/g, "")).toBe(`'${start}1+1`);
    }
    expect(excelCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(excelCell("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(excelCell("linha\n@SOMA(A1)")).toBe(`"linha\n'@SOMA(A1)"`);
    expect(excelCell("ana@empresa.com.br")).toBe("ana@empresa.com.br");
    expect(excelCell("a=b")).toBe("a=b");
  });
});

describe("the leads' CSV", () => {
  const lead: LeadCsvSource = {
    // 14:30 in São Paulo (UTC-3).
    createdAt: new Date("2026-04-08T17:30:00Z"),
    formType: "contact",
    payload: {
      name: "Ana; Souza",
      email: "ana@empresa.com.br",
      company: "=cmd|' /C calc'!A0",
      phone: "+55 11 99999-0000",
      role: "cro",
      industry: "saas",
      message: "Quero falar\ncom vocês",
    },
    sourcePage: "https://vetor.example/contato",
    attribution: { utm_source: "linkedin", utm_medium: "social", utm_campaign: "abril" },
    workStatus: "qualified",
    owner: "editora",
  };

  it("starts with the BOM and the header, in Portuguese, ';' between", () => {
    expect(leadCsvHead()).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it("writes labels, not codes, the date in São Paulo, and neutralises formulas", () => {
    const line = leadCsvLine(lead, (id) => id);
    expect(line).toBe(
      [
        "08/04/2026 14:30",
        '"Ana; Souza"',
        "ana@empresa.com.br",
        "'=cmd|' /C calc'!A0",
        "'+55 11 99999-0000",
        "CRO",
        "SaaS",
        '"Quero falar\ncom vocês"',
        "Contato",
        "",
        "Qualificado",
        "editora",
        "https://vetor.example/contato",
        "linkedin",
        "social",
        "abril",
      ].join(";") + "\r\n",
    );
  });

  it("names the material by its title, the home form, and leaves nobody's owner empty", () => {
    const line = leadCsvLine(
      {
        ...lead,
        formType: "download",
        payload: { firstName: "Carla", lastName: "Dias", materialId: "material-3", role: "Sócia" },
        attribution: null,
        workStatus: "new",
        owner: null,
      },
      (id) => (id === "material-3" ? "Guia de RevOps" : id),
    );
    const cells = line.trimEnd().split(";");
    expect(cells).toHaveLength(16);
    expect(cells[1]).toBe("Carla Dias");
    expect(cells[5]).toBe("Sócia");
    expect(cells[8]).toBe("Download");
    expect(cells[9]).toBe("Guia de RevOps");
    expect(cells[10]).toBe("Novo");
    expect(cells[11]).toBe("");
    expect(cells.slice(13)).toEqual(["", "", ""]);
    const home = leadCsvLine({ ...lead, payload: { formId: "home-lead" } }, (id) => id);
    expect(home.split(";")[8]).toBe("Contato (formulário da home)");
  });

  it("writes dd/mm/aaaa hh:mm in São Paulo, whatever the day", () => {
    expect(formatDayTime(new Date("2026-01-01T02:05:00Z"))).toBe("31/12/2025 23:05");
    expect(formatDayTime("2026-07-15T12:00:00Z")).toBe("15/07/2026 09:00");
  });
});

describe("codes as labels", () => {
  it("names each field's code with its form's label, and keeps an unknown code as it is", () => {
    expect(fieldLabel("role", "owner")).toBe("Sócio(a) ou proprietário(a)");
    expect(fieldLabel("role", "cro")).toBe("CRO");
    expect(fieldLabel("industry", "technology")).toBe("Tecnologia");
    expect(fieldLabel("industry", "fintech")).toBe("Fintech");
    expect(fieldLabel("roleType", "decision-maker")).toBe("Decisor");
    expect(fieldLabel("formType", "download")).toBe("Download");
    expect(fieldLabel("kind", "deletion")).toBe("Excluir meus dados");
    expect(fieldLabel("sector", "logistics")).toBe("Logística");
    expect(fieldLabel("role", "astronauta")).toBe("astronauta");
    expect(fieldLabel("city", "owner")).toBe("owner");
    expect(leadProfile({ sector: "saas", role: "Diretora" })).toEqual({
      role: "Diretora",
      industry: "SaaS",
    });
  });

  it("names the sales team's statuses and its members", () => {
    expect(workStatuses.map(workStatusLabel)).toEqual([
      "Novo",
      "Em contato",
      "Reunião agendada",
      "Qualificado",
      "Cliente",
      "Descartado",
    ]);
    expect(workStatusLabel("lost")).toBe("lost");
    expect(memberName({ username: "editora" })).toBe("editora");
  });
});

describe("the inbox's filter in the address", () => {
  it("reads every filter, drops what it does not know and cuts the search", () => {
    const query = new URLSearchParams({
      busca: "  Ana  ",
      tipo: "download",
      status: "failed",
      andamento: "qualified",
      responsavel: "7",
      material: "material-12",
      de: "2026-04-01",
      ate: "2026-04-30",
      pagina: "2",
    });
    const filter = filterFromQuery(query);
    expect(filter).toEqual({
      search: "Ana",
      formType: "download",
      status: "failed",
      workStatus: "qualified",
      owner: 7,
      material: "material-12",
      from: "2026-04-01",
      to: "2026-04-30",
    });
    expect(leadsHref(filter, 2)).toBe(
      "/admin/leads?busca=Ana&tipo=download&status=failed&andamento=qualified&responsavel=7&material=material-12&de=2026-04-01&ate=2026-04-30&pagina=2",
    );
    expect(leadFilter({ owner: "nenhum" })).toEqual({ owner: "none" });
    expect(leadsHref({ owner: "none" }, 1, "/admin/leads.csv")).toBe(
      "/admin/leads.csv?responsavel=nenhum",
    );
    expect(
      leadFilter({
        workStatus: "won",
        owner: "1 or 1=1",
        material: "../etc",
        from: "2026-02-30",
        to: "ontem",
        search: "   ",
      }),
    ).toEqual({});
    expect(leadFilter({ search: "x".repeat(5_000) }).search).toHaveLength(SEARCH_MAX);
    expect(leadFilter({ search: "an\u0000a\u0007" })).toEqual({ search: "ana" });
  });

  it("makes a search a LIKE pattern of the text itself: %, _ and \\ escaped", () => {
    expect(containsPattern("ana")).toBe("%ana%");
    expect(containsPattern("100%_a\\b")).toBe("%100\\%\\_a\\\\b%");
  });
});
