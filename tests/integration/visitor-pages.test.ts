import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCase } from "~content/cases";
import { services } from "~content/services";
import { startApp } from "../support/app";

// What a visitor reads on pages whose content depends on the configuration: here no booking
// calendar and no e-mail automation for materials are set up.

let app: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  delete process.env.WEBHOOK_MATERIAL_EMAIL_URL;
  app = await startApp({ CONTACT_WHATSAPP: "5511900000000" });
});
afterAll(async () => {
  await app?.close();
});

const page = async (path: string) => {
  const response = await fetch(`${app.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("booking pages without an outside calendar", () => {
  it.each(["/booking", "/agenda-diagnostico", "/agenda/conversa"])(
    "%s show the team's free times, a form per time, with no frame",
    async (path) => {
      const html = await page(path);
      expect(html).not.toContain("<iframe");
      expect(html).toContain("Escolha o dia");
      expect(html).toMatch(/<button type="submit" value="[^"]+"[^>]*name="inicio"/);
      expect(html).not.toContain("agenda.vetorrevenue.com.br");
    },
  );
});

describe("/downloads without the material e-mail automation", () => {
  it("does not promise the material by e-mail", async () => {
    const html = await page("/downloads");
    const intro = html.match(/<h1[\s\S]*?<\/h1>\s*<p[^>]*>([^<]*)<\/p>/)?.[1] ?? "";
    expect(intro).toContain("preencha seus dados");
    expect(intro).not.toMatch(/e-mail/);
  });
});

describe("a service page's case cards", () => {
  it("show each case's cover", async () => {
    const service = services.find((s) => s.caseStudies.length > 0);
    if (!service) throw new Error("sem serviço com cases");
    const html = await page(`/servicos/${service.slug}`);
    const cases = html.slice(html.indexOf("Cases de sucesso"));
    for (const study of service.caseStudies) {
      const cover = findCase(study.slug)?.cover.src;
      expect(cover, study.slug).toBeTruthy();
      expect(cases).toContain(`src="${cover}"`);
    }
  });
});
