import { describe, expect, it } from "vitest";
import { blocksFlatValues, type LandingBlock, readBlocks } from "~/lib/landing/blocks";
import { campaignProblems, campaignSettings, settleCampaign } from "~/lib/landing/campaign-block";
import { campaignPresets } from "~content/forms/campaign-presets";

// The form block's own form as the editor keeps it (ADR 0059): what a save settles, what it
// refuses, what the page and its action read.

const at = (name: string) => `bloco-1-${name}`;
const row = (label: string, kind: string, more: Record<string, unknown> = {}) => ({
  label,
  id: "",
  kind,
  required: "",
  options: [],
  value: "",
  from: "",
  ...more,
});

describe("settleCampaign", () => {
  it("starts an empty form from its starting point", () => {
    const settled = settleCampaign({ campaign: { preset: "webinar", fields: [] } });
    const fields = campaignSettings(settled).fields;
    expect(fields.map((field) => field.id)).toEqual(
      campaignPresets.webinar.fields.map((field) => field.id),
    );
  });

  it("keeps a form that has fields, whatever its starting point", () => {
    const fields = [row("E-mail", "email", { id: "email", required: "sim" })];
    const settled = settleCampaign({ campaign: { preset: "contact", fields } });
    expect(campaignSettings(settled).fields.map((field) => field.label)).toEqual(["E-mail"]);
  });

  it("gives a field without an identifier one from its label, unique in the form", () => {
    const settled = settleCampaign({
      campaign: {
        fields: [
          row("Cargo atual", "text", { id: "cargo_atual" }),
          row("Cargo atual", "text"),
          row("Área de atuação", "text"),
        ],
      },
    });
    expect(campaignSettings(settled).fields.map((field) => field.id)).toEqual([
      "cargo_atual",
      "cargo_atual_2",
      "area_de_atuacao",
    ]);
  });
});

describe("campaignProblems", () => {
  const email = row("E-mail", "email", { id: "email", required: "sim" });

  it("accepts a form with its e-mail and a thanks", () => {
    const data = { campaign: { fields: [email], next: "thanks", thanksTitle: "Obrigado!" } };
    expect(campaignProblems(data, at)).toEqual({});
  });

  it("asks for the required e-mail the person is found by", () => {
    const data = { campaign: { fields: [row("Nome", "text", { id: "nome" })], next: "booking" } };
    expect(campaignProblems(data, at)["bloco-1-campaign-fields"]).toContain('"email"');
  });

  it("names the field a problem is in, and a reserved identifier", () => {
    const data = {
      campaign: {
        fields: [email, row("Cargo", "select", { id: "cargo", options: ["Um"] })],
        next: "booking",
      },
    };
    expect(campaignProblems(data, at)["bloco-1-campaign-fields"]).toContain("Cargo");
    const reserved = { campaign: { fields: [email, row("Origem", "text", { id: "source" })] } };
    expect(campaignProblems(reserved, at)["bloco-1-campaign-fields"]).toContain("Origem");
  });

  it("asks for the address and the e-mail's text the choices need", () => {
    expect(campaignProblems({ campaign: { fields: [email], next: "link" } }, at)).toHaveProperty(
      "bloco-1-campaign-nextLink",
    );
    expect(campaignProblems({ campaign: { fields: [email] } }, at)).toEqual({});
    const mail = { campaign: { fields: [email], next: "booking", confirmSubject: "Sua vaga" } };
    expect(campaignProblems(mail, at)).toHaveProperty("bloco-1-campaign-confirmText");
  });
});

describe("campaignSettings", () => {
  it("reads an empty next step as the thanks, and no subject as no e-mail", () => {
    const settings = campaignSettings({ campaign: { fields: [] } });
    expect(settings.next).toBe("thanks");
    expect(settings.confirmation).toBeUndefined();
  });
});

describe("a campaign form block, through the editor's form", () => {
  it("reads back its fields, their empty optional cells and its choices (stored → form → stored)", () => {
    const block: LandingBlock = {
      type: "form",
      data: {
        title: "Inscreva-se",
        text: "",
        formType: "campaign",
        material: "",
        buttonLabel: "",
        campaign: {
          preset: "",
          fields: [
            row("E-mail", "email", { id: "email", required: "sim" }),
            row("Cargo", "radio", { id: "cargo", options: ["Diretor", "Gerente"] }),
            row("Origem", "hidden", { id: "origem", from: "utm_source" }),
          ],
          next: "booking",
        },
      },
    };
    const values = blocksFlatValues([block]);
    const { blocks, errors } = readBlocks((name) => values[name] ?? "", new Map(), {});
    expect(errors).toEqual({});
    const fields = campaignSettings(blocks[0]?.data ?? {}).fields;
    expect(fields.map(({ id, kind, required }) => [id, kind, required])).toEqual([
      ["email", "email", true],
      ["cargo", "radio", false],
      ["origem", "hidden", false],
    ]);
    expect(fields[1]?.options).toEqual(["Diretor", "Gerente"]);
    expect(fields[2]?.from).toBe("utm_source");
  });
});
