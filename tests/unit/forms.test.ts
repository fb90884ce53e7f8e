import { describe, expect, it } from "vitest";
import { clientIp } from "~/http/client-ip.server";
import {
  contactSchema,
  downloadSchema,
  homeLeadSchema,
  isEmail,
  newsletterSchema,
  privacyRequestSchema,
  reiSectionSchemas,
} from "~/lib/forms/schemas";
import {
  downloadRefusal,
  leadRefusal,
  newsletterRefusal,
  privacyRefusal,
  reiRefusal,
} from "~/lib/forms/toasts";
import { readAttribution } from "~/server/forms/attribution.server";
import { checkSpamGuards, issueFormToken } from "~/server/forms/guard.server";
import { calendarAddress } from "~/server/forms/prefill.server";
import {
  contactIndustries,
  downloadIndustries,
  homeIndustries,
  rolesA,
  rolesB,
  roleTypes,
} from "~content/forms";
import { reiFields, reiSections } from "~content/rei";

const values = (options: { value: string }[]) => options.map((o) => o.value);
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => String(issue.path[0]));

describe("option lists (spec section 3)", () => {
  it("are exactly the spec's values, in its order", () => {
    expect(values(rolesA)).toEqual(
      "ceo cto cmo cfo vp_sales vp_marketing manager coordinator analyst consultant owner other".split(
        " ",
      ),
    );
    expect(values(rolesB)).toEqual(
      "ceo coo cfo cmo cto cro vp_sales vp_marketing director manager specialist analyst consultant other".split(
        " ",
      ),
    );
    expect(values(homeIndustries)).toEqual(
      "technology finance health education retail manufacturing services real_estate consulting other".split(
        " ",
      ),
    );
    expect(values(contactIndustries)).toEqual(
      "saas tech startup b2b ecommerce finance education health software events other".split(" "),
    );
    expect(values(downloadIndustries)).toEqual(
      "saas tech startup b2b ecommerce fintech edtech health logistics manufacturing retail other".split(
        " ",
      ),
    );
    expect(values(roleTypes)).toEqual(["decision-maker", "influencer"]);
  });
});

describe("form schemas", () => {
  it("newsletter: name and e-mail after trimming, and the consent box", () => {
    expect(
      newsletterSchema.safeParse({ name: "Ana", email: "a@b.co", consent: "on" }).success,
    ).toBe(true);
    expect(
      errorsOf(newsletterSchema.safeParse({ name: "  ", email: "a@b.co", consent: "on" })),
    ).toEqual(["name"]);
    expect(errorsOf(newsletterSchema.safeParse({ name: "Ana", email: "a@b.co" }))).toEqual([
      "consent",
    ]);
  });

  it("home lead form: everything but the message is required", () => {
    const valid = {
      name: "Ana",
      email: "a@b.co",
      company: "X",
      phone: "11 9999",
      industry: "technology",
      role: "owner",
    };
    expect(homeLeadSchema.safeParse(valid).success).toBe(true);
    expect(errorsOf(homeLeadSchema.safeParse({ ...valid, role: "cro" }))).toEqual(["role"]);
    expect(errorsOf(homeLeadSchema.safeParse({ ...valid, phone: undefined }))).toEqual(["phone"]);
  });

  it("contact form: phone, industry and message are optional; the role is version B", () => {
    const valid = { name: "Ana", email: "a@b.co", company: "X", role: "cro" };
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, industry: "" }).success).toBe(true);
    expect(errorsOf(contactSchema.safeParse({ ...valid, industry: "mining" }))).toEqual([
      "industry",
    ]);
    expect(errorsOf(contactSchema.safeParse({ ...valid, role: "" }))).toEqual(["role"]);
  });

  it("download form: the spec's e-mail pattern, roleType defaulting to decision-maker", () => {
    const valid = {
      material: "guia",
      firstName: "Ana",
      email: "ana@empresa.com.br",
      company: "X",
      industry: "fintech",
      role: "Diretora",
      agree: "on",
    };
    const parsed = downloadSchema.safeParse(valid);
    expect(parsed.success && parsed.data.roleType).toBe("decision-maker");
    expect(errorsOf(downloadSchema.safeParse({ ...valid, email: "ana@empresa" }))).toEqual([
      "email",
    ]);
    expect(errorsOf(downloadSchema.safeParse({ ...valid, agree: undefined }))).toEqual(["agree"]);
    expect(isEmail("a b@c.d")).toBe(false);
    expect(isEmail("a@c.d")).toBe(true);
  });

  it("e-mail: the spec's rule (text, @, text, dot, text, no spaces)", () => {
    const good = ["a@c.d", "ana.silva@empresa.com.br", "a@b..c", "x+y@sub.dominio.io"];
    const bad = ["", "a", "@c.d", "a@", "a@.d", "a@c.", "a@cd", "a@@c.d", "a@b@c.d", "a@c.d\n"];
    for (const value of good) expect(isEmail(value), value).toBe(true);
    for (const value of bad) expect(isEmail(value), value).toBe(false);
  });

  it("a value too long for its field is refused before any other check reads it", () => {
    const hostile = `a@${".".repeat(30_000)}@`;
    const parsed = newsletterSchema.safeParse({ name: "Ana", email: hostile, consent: true });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "Use no máximo 254 caracteres.",
    ]);
  });

  it("refuses text longer than a field can hold", () => {
    const long = "x".repeat(200);
    expect(
      errorsOf(newsletterSchema.safeParse({ name: long, email: "a@b.co", consent: true })),
    ).toEqual(["name"]);
  });
});

describe("the spec's messages for a refused form", () => {
  /** The field errors a schema gives a value, as rvf hands them to the refusal. */
  const fieldErrors = (
    schema: { safeParse: (value: unknown) => { error?: { issues: Issue[] } } },
    value: Record<string, unknown>,
  ) =>
    Object.fromEntries(
      (schema.safeParse(value).error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        issue.message,
      ]),
    );
  type Issue = { path: PropertyKey[]; message: string };
  const EMAIL = "Por favor, insira um endereço de email válido.";
  const person = { name: "Ana", email: "ana@empresa", company: "X" };

  it("every form: an e-mail badly written, alone, gets the e-mail message", () => {
    const forms = [
      [homeLeadSchema, leadRefusal, { ...person, phone: "11", industry: "finance", role: "ceo" }],
      [contactSchema, leadRefusal, { ...person, role: "cro" }],
      [privacyRequestSchema, privacyRefusal, { ...person, kind: "access" }],
      [
        downloadSchema,
        downloadRefusal,
        { ...person, material: "m", firstName: "Ana", industry: "saas", role: "R", agree: "on" },
      ],
      [newsletterSchema, newsletterRefusal, { ...person, consent: "on" }],
    ] as const;
    for (const [schema, refusal, value] of forms) {
      const errors = fieldErrors(schema, value);
      expect(Object.keys(errors)).toEqual(["email"]);
      expect(refusal(errors)).toEqual({
        title: "E-mail inválido",
        description: EMAIL,
        variant: "error",
      });
    }
  });

  it("every form: missing fields win over a badly written e-mail; an empty e-mail is missing", () => {
    const missing = "Por favor, preencha todos os campos obrigatórios.";
    expect(leadRefusal(fieldErrors(contactSchema, { ...person, role: "" })).description).toBe(
      missing,
    );
    expect(leadRefusal(fieldErrors(homeLeadSchema, { ...person, role: "ceo" })).description).toBe(
      missing,
    );
    expect(
      leadRefusal(fieldErrors(contactSchema, { ...person, email: "", role: "cro" })).description,
    ).toBe(missing);
    expect(privacyRefusal(fieldErrors(privacyRequestSchema, person)).title).toBe(
      "Campos obrigatórios",
    );
    expect(downloadRefusal({ email: "Informe seu e-mail." }).description).toBe(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
    expect(downloadRefusal({ email: EMAIL, agree: "x" }).description).toBe(
      "Por favor, preencha todos os campos obrigatórios e aceite os termos.",
    );
  });

  it("newsletter: missing fields, then consent, then the e-mail", () => {
    expect(newsletterRefusal({ email: "Informe seu e-mail." }).title).toBe("Campos obrigatórios");
    expect(newsletterRefusal({ name: "x", email: EMAIL }).title).toBe("Campos obrigatórios");
    expect(newsletterRefusal({ consent: "x" }).title).toBe("Consentimento necessário");
    expect(newsletterRefusal({ email: EMAIL, consent: "x" }).title).toBe(
      "Consentimento necessário",
    );
    expect(newsletterRefusal({ email: EMAIL }).description).toBe(EMAIL);
  });

  it("REI: 'Por favor, preencha: ' and the labels; a badly written e-mail alone, its message", () => {
    const fields = reiSections[0]?.fields ?? [];
    const schema = reiSectionSchemas[0];
    if (!schema) throw new Error("sem seção");
    const section = {
      name: "Ana",
      role: "CMO",
      email: "ana@empresa",
      whatsapp: "11",
      companyName: "X",
      sector: "saas",
    };
    expect(reiRefusal(fields, fieldErrors(schema, section)).description).toBe(EMAIL);
    expect(reiRefusal(fields, fieldErrors(schema, { ...section, role: "", whatsapp: "" }))).toEqual(
      {
        title: "Campos obrigatórios não preenchidos",
        description: "Por favor, preencha: Cargo, WhatsApp",
        variant: "error",
      },
    );
    expect(reiRefusal(fields, fieldErrors(schema, { ...section, email: "" })).description).toBe(
      "Por favor, preencha: E-mail corporativo",
    );
  });
});

describe("REI questionnaire (spec sections 3 to 5)", () => {
  it("has the 7 sections of the spec, in order", () => {
    expect(reiSections.map((s) => s.title)).toEqual([
      "Informações Básicas",
      "Produto e Expectativas",
      "Problemas e Dores",
      "Comportamento do Cliente",
      "Mercado e Concorrência",
      "Vendas e Marketing",
      "Recursos e Processos",
    ]);
  });

  it("requires exactly the spec's fields per section", () => {
    const required = reiSections.map((s) => s.fields.filter((f) => f.required).map((f) => f.name));
    expect(required).toEqual([
      ["name", "role", "email", "whatsapp", "companyName", "sector"],
      ["expectedResults", "solution", "hasPlans", "advantages", "targetAudience"],
      [
        "idealCustomerProfiles",
        "demographicProfile",
        "recurringProblems",
        "customerPains",
        "consequencesOfNotBuying",
        "savesTimeOrMoney",
      ],
      ["whereCustomersSearch", "problemCauses", "customerLocations", "keywords"],
      ["challenges", "differentiation", "competitors", "marketTrends"],
      ["salesChannels", "marketingTools", "adRegions"],
      ["salesCycle", "decisionFactors", "growthStrategies", "kpis", "approvalProcess"],
    ]);
    expect(
      reiFields
        .filter((f) => !f.required)
        .map((f) => f.name)
        .sort(),
    ).toEqual(
      [
        "companySite",
        "emotionalResponses",
        "monthlyAdBudget",
        "adScheduleRestrictions",
        "previousStrategies",
        "leadNurturing",
        "marketingMaterials",
        "limitations",
      ].sort(),
    );
  });

  it("counts whitespace as missing and checks only the current section", () => {
    const result = reiSectionSchemas[3]?.safeParse({
      whereCustomersSearch: "Google",
      problemCauses: "   ",
      customerLocations: "SP",
      keywords: "revops",
      name: "",
    });
    expect(errorsOf(result ?? { success: false })).toEqual(["problemCauses"]);
  });
});

describe("spam guards", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const now = 1_800_000_000_000;

  it("lets a person through and catches the honeypot, a hurry and a forged stamp", () => {
    const stamp = issueFormToken("novo", now - 5_000);
    expect(checkSpamGuards(form({ _t: stamp }), ["novo"], 3_000, now)).toBe("person");
    expect(checkSpamGuards(form({ _t: stamp, contato_extra: "x" }), ["novo"], 3_000, now)).toBe(
      "honeypot",
    );
    expect(
      checkSpamGuards(form({ _t: issueFormToken("novo", now - 1_000) }), ["novo"], 3_000, now),
    ).toBe("too-fast");
    expect(checkSpamGuards(form({ _t: `${now - 9_000}.abc` }), ["novo"], 3_000, now)).toBe(
      "bad-token",
    );
    expect(checkSpamGuards(form({}), ["novo"], 3_000, now)).toBe("bad-token");
  });

  it("accepts a stamp signed with the previous secret while secrets rotate", () => {
    const stamp = issueFormToken("antigo", now - 5_000);
    expect(checkSpamGuards(form({ _t: stamp }), ["novo", "antigo"], 3_000, now)).toBe("person");
  });
});

describe("client address and attribution", () => {
  const req = (headers: Record<string, string>) => ({
    headers,
    socket: { remoteAddress: "10.0.0.1" },
  });

  it("trusts a proxy header only when configured, taking the address the proxy saw", () => {
    const forged = req({ "x-forwarded-for": "1.1.1.1, 2.2.2.2" });
    expect(clientIp(forged as never)).toBe("10.0.0.1");
    expect(clientIp(forged as never, "x-forwarded-for")).toBe("2.2.2.2");
  });

  it("reads the attribution cookie and ignores anything malformed or unknown", () => {
    const cookie = (value: unknown) =>
      new Request("http://x/", {
        headers: {
          cookie: `a=1; origem=${Buffer.from(JSON.stringify(value)).toString("base64url")}`,
        },
      });
    expect(readAttribution(cookie({ utm_source: "linkedin", admin: "1", referrer: 3 }))).toEqual({
      utm_source: "linkedin",
    });
    expect(
      readAttribution(new Request("http://x/", { headers: { cookie: "origem=%%%" } })),
    ).toBeUndefined();
  });

  it("prefills the calendar with filled values only", () => {
    const url = calendarAddress("https://agenda.example/widget?lang=pt", {
      formType: "contact",
      prefill: { name: "Ana Souza", email: "ana@x.co", phone: "", company: "" },
      sentAt: new Date(),
    });
    expect(url).toBe("https://agenda.example/widget?lang=pt&name=Ana+Souza&email=ana%40x.co");
  });
});
