import { describe, expect, it } from "vitest";
import { campaignFormSchema } from "~/lib/forms/campaign-schema";
import {
  CAMPAIGN_LIMITS,
  type CampaignField,
  campaignAnswers,
  campaignFieldProblems,
  identifierFor,
  isPhone,
  readCampaignFields,
} from "~/lib/landing/campaign-form";
import { campaignPresets } from "~content/forms/campaign-presets";

const field = (kind: CampaignField["kind"], id: string, extra: Partial<CampaignField> = {}) =>
  ({
    kind,
    id,
    label: id,
    required: false,
    options: [],
    value: "",
    from: "",
    ...extra,
  }) as CampaignField;

const webinar = readCampaignFields([
  { kind: "text", id: "nome", label: "Nome", required: true },
  { kind: "email", id: "email", label: "E-mail", required: true },
  { kind: "text", id: "empresa", label: "Empresa" },
  {
    kind: "select",
    id: "cargo",
    label: "Cargo",
    required: true,
    options: ["CEO", "Diretor(a)", "Gerente"],
  },
  { kind: "multi", id: "temas", label: "Temas", options: ["Vendas", "Marketing"] },
  { kind: "checkbox", id: "aceite", label: "Aceito receber e-mails", required: true },
  { kind: "hidden", id: "evento", label: "Evento", value: "Webinar de abril" },
  { kind: "hidden", id: "origem", label: "Origem", from: "utm_source" },
]);
const schema = campaignFormSchema(webinar);

describe("a campaign's own form", () => {
  it("reads stored fields bounded: known kinds, valid identifiers, no reserved name", () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ kind: "text", id: `c${i}`, label: "C" }));
    expect(readCampaignFields(many)).toHaveLength(CAMPAIGN_LIMITS.fields);
    expect(
      readCampaignFields([
        { kind: "script", id: "x", label: "X" },
        { kind: "text", id: "Tem Espaço", label: "X" },
        { kind: "text", id: "source", label: "Fonte" },
        { kind: "text", id: "ok", label: "" },
        "nada",
      ]),
    ).toEqual([]);
    expect(webinar.map((f) => f.id)).toEqual([
      "nome",
      "email",
      "empresa",
      "cargo",
      "temas",
      "aceite",
      "evento",
      "origem",
    ]);
  });

  it("suggests an identifier from the label", () => {
    expect(identifierFor("Cargo atual")).toBe("cargo_atual");
    expect(identifierFor("Você participa?")).toBe("voce_participa");
    expect(identifierFor("2º telefone")).toBe("campo_2_telefone");
    expect(identifierFor("x".repeat(500))).toHaveLength(CAMPAIGN_LIMITS.identifier);
  });

  it("says what no field says alone", () => {
    const problems = campaignFieldProblems([
      field("text", "a"),
      field("text", "a"),
      field("radio", "b", { options: ["Só uma"] }),
      field("hidden", "c"),
    ]).map((p) => p.problem);
    expect(problems).toEqual(["duplicate", "options", "hidden", "email"]);
    expect(campaignFieldProblems(webinar)).toEqual([]);
  });

  it("accepts a good post, one choice or several, and keeps each answer under its label", () => {
    const result = schema.safeParse({
      nome: " Rita ",
      email: "rita@empresa.com.br",
      cargo: "Gerente",
      temas: ["Vendas", "Marketing"],
      aceite: "on",
      evento: "forjado",
      origem: "linkedin",
    });
    expect(result.success).toBe(true);
    const { answers, labels } = campaignAnswers(webinar, result.data ?? {});
    expect(answers).toEqual({
      nome: "Rita",
      email: "rita@empresa.com.br",
      cargo: "Gerente",
      temas: ["Vendas", "Marketing"],
      aceite: "sim",
      // A fixed value is the form's, not the post's.
      evento: "Webinar de abril",
      origem: "linkedin",
    });
    expect(labels.cargo).toBe("Cargo");
    expect(labels.empresa).toBeUndefined();
    // One value of a multi field, as a plain post sends it.
    const one = schema.safeParse({
      nome: "R",
      email: "r@x.com.br",
      cargo: "CEO",
      temas: "Vendas",
      aceite: "on",
    });
    expect(one.success && one.data.temas).toEqual(["Vendas"]);
  });

  it("refuses with the site's words: required empty, a bad e-mail, a choice not offered, too long", () => {
    const result = schema.safeParse({
      nome: "  ",
      email: "rita@",
      cargo: "Astronauta",
      temas: ["Vendas", "Política"],
      empresa: "x".repeat(CAMPAIGN_LIMITS.text + 1),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(messages).toEqual({
      nome: "Preencha: Nome.",
      email: "Por favor, insira um endereço de email válido.",
      cargo: "Escolha uma das opções.",
      temas: "Escolha uma das opções.",
      empresa: "Use no máximo 300 caracteres.",
      aceite: 'Marque "Aceito receber e-mails" para continuar.',
    });
  });

  it("checks a phone by its digits, in one pass", () => {
    expect(isPhone("(11) 98888-7777")).toBe(true);
    expect(isPhone("+55 11 98888-7777")).toBe(true);
    expect(isPhone("9888-7777")).toBe(false);
    expect(isPhone("1".repeat(16))).toBe(false);
  });
});

describe("the ready-made starting points", () => {
  it("are forms a marketer can save as they are: every field kept, nothing to fix", () => {
    for (const [key, preset] of Object.entries(campaignPresets)) {
      const fields = readCampaignFields(preset.fields);
      expect(fields, key).toHaveLength(preset.fields.length);
      expect(campaignFieldProblems(fields), key).toEqual([]);
    }
  });

  it("the webinar's registration takes a name, an e-mail, a company and a role, and sets its event", () => {
    const fields = readCampaignFields(campaignPresets.webinar.fields);
    const post = {
      nome: "Rita",
      email: "rita@x.com.br",
      empresa: "X",
      cargo: "CEO",
      origem: "google",
    };
    const result = campaignFormSchema(fields).safeParse(post);
    expect(result.success).toBe(true);
    expect(campaignAnswers(fields, result.data ?? {}).answers).toEqual({
      ...post,
      evento: "Nome do evento",
    });
  });
});
