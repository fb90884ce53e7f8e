import { describe, expect, it } from "vitest";
import { conversionBody, conversionIdentifier } from "~/server/rdstation/conversion.server";

describe("a lead as an RD Station conversion", () => {
  it("names each form as the team reads it in RD Station", () => {
    expect(conversionIdentifier("contact", {})).toBe("contato");
    expect(conversionIdentifier("contact", { formId: "home-lead" })).toBe("contato");
    expect(conversionIdentifier("diagnosis", {})).toBe("diagnostico");
    expect(conversionIdentifier("download", { materialId: "material-14" })).toBe(
      "download-material-14",
    );
    expect(conversionIdentifier("rei", {})).toBe("rei");
  });

  it("sends the standard fields in RD Station's names and the others as labelled cf_ fields", () => {
    const body = conversionBody({
      formType: "contact",
      payload: {
        name: "Ana",
        email: "ana@empresa.com.br",
        company: "Empresa",
        role: "cro",
        industry: "technology",
        message: "Olá",
        formType: "contact",
        timestamp: "2026-01-01T00:00:00Z",
      },
      sourcePage: "https://site/diagnostico",
    });
    expect(body).toEqual({
      event_type: "CONVERSION",
      event_family: "CDP",
      payload: {
        conversion_identifier: "contato",
        email: "ana@empresa.com.br",
        name: "Ana",
        company_name: "Empresa",
        job_title: expect.not.stringMatching(/^cro$/),
        cf_industry: expect.not.stringMatching(/^technology$/),
        cf_message: "Olá",
        cf_pagina_do_formulario: "https://site/diagnostico",
      },
    });
  });

  it("sends no privacy request, and nothing without an e-mail", () => {
    expect(conversionBody({ formType: "privacy", payload: { email: "a@b.com.br" } })).toBeNull();
    expect(conversionBody({ formType: "newsletter", payload: { name: "Sem e-mail" } })).toBeNull();
  });
});
