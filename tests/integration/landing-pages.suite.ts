import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LandingBlock } from "~/lib/landing/blocks";
import { materialSlug } from "~/lib/materials";
import { cardPath, landingCard } from "~/lib/social-card";
import { db } from "~/server/db/index.server";
import { leads } from "~/server/db/schema.server";
import { type LandingInput, saveLandingPage } from "~/server/landing/pages.server";
import { publishedEntries } from "~/server/site/entries.server";
import { staticMaterials } from "~content/materials";
import { signIn } from "../support/admin";
import { formToken, startApp, Visitor } from "../support/app";
import { startReceiver } from "../support/http";

// Landing pages at /{endereço} through the production build (ADR 0045): every block with and
// without its optional fields, drafts and scheduled pages kept from visitors, search engines and
// cards, previews for the team, and the page's form storing and delivering leads that carry
// the page's formId. Run by landing-pages.test.ts (PGlite) and landing-pages-postgres.test.ts.

const material = materialSlug(staticMaterials[0] ?? { title: "" });
const image = (alt: string) => ({
  src: "/images/covers/services/revops.svg",
  alt,
  width: 1200,
  height: 600,
});

const page = (slug: string, blocks: LandingBlock[], more: Partial<LandingInput> = {}) =>
  ({
    slug,
    title: `Página ${slug}`,
    status: "published",
    publishAt: new Date(Date.now() - 60_000),
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
    noindex: false,
    blocks,
    ...more,
  }) satisfies LandingInput;

async function save(input: LandingInput) {
  const saved = await saveLandingPage(input, "teste");
  if (!saved?.ok) throw new Error(`página ${input.slug} não salva`);
}

const person = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  company: "Empresa Exemplo",
  phone: "11999990000",
  role: "cro",
  message: "Quero crescer.",
};
const downloader = {
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@empresa.com.br",
  phone: "",
  company: "Empresa Exemplo",
  industry: "saas",
  role: "Gerente de marketing",
  roleType: "influencer",
  agree: "on",
};

export function landingPagesSuite(name: string, config: () => Promise<Record<string, string>>) {
  describe(`landing pages on ${name}`, () => {
    let app: Awaited<ReturnType<typeof startApp>>;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let count = 0;
    const visitor = () => new Visitor(app.url, `198.51.105.${++count}`);
    const get = async (path: string, who = visitor()) => {
      const response = await who.request(path);
      return { status: response.status, headers: response.headers, body: await response.text() };
    };
    let testimonial = { id: "", quote: "" };
    let question = { id: "", text: "" };

    beforeAll(async () => {
      receiver = await startReceiver();
      app = await startApp({
        TRUST_PROXY: "x-forwarded-for",
        WEBHOOK_LEADS_URL: receiver.url,
        WEBHOOK_DOWNLOAD_URL: receiver.url,
        WEBHOOK_MATERIAL_EMAIL_URL: receiver.url,
        ...(await config()),
      });
      const [t] = await publishedEntries("testimonial");
      const [q] = await publishedEntries("faq");
      testimonial = { id: String(t?.id), quote: String(t?.data.quote) };
      question = { id: String(q?.id), text: String(q?.data.question) };
      const full: LandingBlock[] = [
        {
          type: "hero",
          data: {
            title: "Webinar: receita previsível",
            text: "Uma hora sobre funil e previsões.",
            buttonLabel: "Quero participar",
            buttonTo: "form",
            buttonLink: "",
            image: image("Gráfico de receita crescendo"),
          },
        },
        {
          type: "text",
          data: {
            title: "O que você vai aprender",
            markdown: "Um texto **forte**.\n\n<script>alert(1)</script>\n\n- item um",
          },
        },
        { type: "image", data: { image: image("Palestrantes no palco"), caption: "Edição 2025" } },
        {
          type: "cta",
          data: {
            title: "Veja quem já cresceu",
            text: "Cases de clientes reais.",
            buttonLabel: "Ver cases",
            buttonTo: "link",
            buttonLink: "/cases",
          },
        },
        {
          type: "form",
          data: {
            title: "Garanta sua vaga",
            text: "Vagas limitadas.",
            formType: "diagnosis",
            material: "",
            buttonLabel: "Quero minha vaga",
          },
        },
        { type: "cases", data: { title: "Cases em destaque", items: ["heineken", "sumiu"] } },
        { type: "testimonials", data: { title: "Quem participou", items: [testimonial.id] } },
        {
          type: "faq",
          data: {
            title: "Dúvidas",
            items: [question.id],
            own: [{ question: "Vai ter gravação?", answer: "Sim, para todos os inscritos." }],
          },
        },
        { type: "materials", data: { title: "Para ler antes", items: [material] } },
        {
          type: "numbers",
          data: {
            title: "Em números",
            figures: [
              { value: "+38%", label: "de conversão" },
              { value: "120+", label: "operações diagnosticadas" },
            ],
          },
        },
      ];
      const minimal: LandingBlock[] = [
        { type: "text", data: { title: "", markdown: "Só o texto." } },
        { type: "image", data: { image: image("Capa do e-book"), caption: "" } },
        {
          type: "cta",
          data: { title: "Baixe agora", text: "", buttonLabel: "Baixar", buttonTo: "form" },
        },
        { type: "cases", data: { title: "", items: ["heineken"] } },
        { type: "testimonials", data: { title: "", items: [testimonial.id] } },
        {
          type: "faq",
          data: { title: "", items: [], own: [{ question: "É grátis?", answer: "É, sim." }] },
        },
        { type: "materials", data: { title: "", items: [material] } },
        { type: "numbers", data: { title: "", figures: [{ value: "3x", label: "mais leads" }] } },
        {
          type: "form",
          data: { title: "", text: "", formType: "download", material, buttonLabel: "" },
        },
      ];
      const newsletter: LandingBlock = {
        type: "form",
        data: { title: "Assine", text: "", formType: "newsletter", material: "", buttonLabel: "" },
      };
      await save(
        page("webinar-completo", full, {
          seoTitle: "Webinar de receita previsível",
          seoDescription: "Inscreva-se no webinar gratuito.",
        }),
      );
      await save(page("ebook-minimo", minimal));
      await save(page("pagina-rascunho", full, { status: "draft" }));
      await save(page("pagina-agendada", full, { publishAt: new Date(Date.now() + 86_400_000) }));
      await save(page("pagina-oculta", [newsletter], { noindex: true }));
      await save(page("pagina-sem-formulario", [full[0] as LandingBlock]));
      await save(page("pagina-focada", full, { focused: true }));
    });
    afterAll(async () => {
      await app?.close();
      await receiver?.close();
    });
    beforeEach(async () => {
      await db().delete(leads);
      receiver.received.length = 0;
    });

    it("shows every block with all its fields, with its search and social tags", async () => {
      const { status, body } = await get("/webinar-completo");
      expect(status).toBe(200);
      expect(body.match(/<h1\b/g)).toHaveLength(1);
      expect(body).toMatch(/<h1[^>]*>Webinar: receita previsível<\/h1>/);
      expect(body).toContain("Uma hora sobre funil e previsões.");
      expect(body).toMatch(/href="#formulario"[^>]*>Quero participar</);
      expect(body).toMatch(/<img[^>]*alt="Gráfico de receita crescendo"[^>]*fetchpriority="high"/i);
      expect(body).toContain("<strong>forte</strong>");
      expect(body).not.toContain("<script>alert(1)");
      expect(body).toContain("Edição 2025");
      expect(body).toMatch(/href="\/cases"[^>]*>Ver cases</);
      expect(body).toContain('id="formulario"');
      expect(body).toContain("Garanta sua vaga");
      expect(body).toContain("Quero minha vaga");
      expect(body).toContain('name="rvfFormId" value="lp-webinar-completo"');
      expect(body).toContain("Cases em destaque");
      expect(body).toContain('href="/cases/heineken"');
      expect(body).toContain(testimonial.quote.slice(0, 30));
      expect(body).toContain(question.text);
      expect(body).toContain("Vai ter gravação?");
      expect(body).toContain(staticMaterials[0]?.title);
      expect(body).toContain("+38%");
      expect(body).toContain("<title>Webinar de receita previsível</title>");
      expect(body).toContain('content="Inscreva-se no webinar gratuito."');
      expect(body).not.toContain('name="robots"');
      const card = body.match(/property="og:image" content="https?:\/\/[^/"]+(\/og\/[^"]+)"/)?.[1];
      expect(card).toBeDefined();
      expect((await get(card ?? "")).status).toBe(200);
      expect((await get("/sitemap.xml")).body).toContain("/webinar-completo</loc>");
    });

    it("shows every block without its optional fields, under the page's title as its h1", async () => {
      const { status, body } = await get("/ebook-minimo");
      expect(status).toBe(200);
      expect(body.match(/<h1\b/g)).toHaveLength(1);
      expect(body).toMatch(/<h1[^>]*>Página ebook-minimo<\/h1>/);
      expect(body).toContain("Só o texto.");
      expect(body).toContain('alt="Capa do e-book"');
      expect(body).toMatch(/href="#formulario"[^>]*>Baixar</);
      expect(body).toContain('href="/cases/heineken"');
      expect(body).toContain(testimonial.quote.slice(0, 30));
      expect(body).toContain("É grátis?");
      expect(body).toContain("3x");
      expect(body).toContain('id="formulario"');
      expect(body).toContain(`name="material" value="${material}"`);
      expect(body).toContain("Baixar Material");
      expect(body).toContain("<title>Página ebook-minimo | ");
    });

    it("keeps drafts and scheduled pages from visitors, search engines and cards", async () => {
      const sitemap = (await get("/sitemap.xml")).body;
      for (const slug of ["pagina-rascunho", "pagina-agendada"]) {
        expect((await get(`/${slug}`)).status).toBe(404);
        expect(sitemap).not.toContain(`/${slug}</loc>`);
        const card = cardPath(
          `/${slug}`,
          landingCard({ title: `Página ${slug}`, updatedAt: new Date() }),
        );
        expect((await get(card)).status).toBe(404);
        const post = await visitor().post(`/${slug}`, { _t: formToken(), ...person });
        expect(post.status).toBe(404);
      }
    });

    it("shows a draft and a scheduled page to the team as a preview no cache keeps", async () => {
      const staff = visitor();
      await signIn(staff, app.url);
      const draft = await get("/pagina-rascunho", staff);
      expect(draft.status).toBe(200);
      expect(draft.headers.get("cache-control")).toContain("no-store");
      expect(draft.body).toContain("Pré-visualização: esta página é um rascunho");
      expect(draft.body).toContain("Webinar: receita previsível");
      expect(draft.body).toMatch(/name="robots" content="noindex/);
      const scheduled = await get("/pagina-agendada", staff);
      expect(scheduled.status).toBe(200);
      expect(scheduled.body).toContain("Pré-visualização: esta página está agendada para");
    });

    it("hides a page from search engines when asked, and no one else", async () => {
      const { status, body } = await get("/pagina-oculta");
      expect(status).toBe(200);
      expect(body).toMatch(/<meta name="robots" content="noindex/);
      expect((await get("/sitemap.xml")).body).not.toContain("/pagina-oculta</loc>");
    });

    it("stores a diagnosis lead with the page's formId and page, and sends it to the webhook", async () => {
      const who = visitor();
      const response = await who.post("/webinar-completo", { _t: formToken(), ...person });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/agenda-diagnostico");
      const [row] = await db().select().from(leads);
      expect(row?.formType).toBe("diagnosis");
      expect(row?.payload).toMatchObject({
        ...person,
        formType: "diagnosis",
        formId: "lp-webinar-completo",
      });
      expect(row?.sourcePage).toMatch(/\/webinar-completo$/);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      expect(receiver.received[0]?.body).toMatchObject({
        formType: "diagnosis",
        formId: "lp-webinar-completo",
      });
    });

    it("stores a download of the block's material only, with the page's formId", async () => {
      const who = visitor();
      const other = materialSlug(staticMaterials[1] ?? { title: "" });
      const refused = await who.post("/ebook-minimo", {
        _t: formToken(),
        ...downloader,
        material: other,
      });
      expect(refused.status).toBe(400);
      expect(await db().select().from(leads)).toHaveLength(0);

      const response = await who.post("/ebook-minimo", {
        _t: formToken(),
        ...downloader,
        material,
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/booking");
      const [row] = await db().select().from(leads);
      expect(row?.formType).toBe("download");
      expect(row?.payload).toMatchObject({ formId: "lp-ebook-minimo", email: downloader.email });
      expect(row?.sourcePage).toMatch(/\/ebook-minimo$/);
      await expect
        .poll(() => receiver.received.filter((r) => r.body.formType === "download").length, {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
      const sent = receiver.received.find(
        (r) => r.body.formType === "download" && !r.body.actionType,
      );
      expect(sent?.body).toMatchObject({ formId: "lp-ebook-minimo", email: downloader.email });
    });

    it("gives a refused form back with what was typed, on the page", async () => {
      const response = await visitor().post("/webinar-completo", {
        _t: formToken(),
        ...person,
        email: "sem-arroba",
      });
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain("Webinar: receita previsível");
      expect(body).toContain('value="Empresa Exemplo"');
      expect(body).toContain('value="sem-arroba"');
      expect(await db().select().from(leads)).toHaveLength(0);
    });

    it("answers a newsletter on the page itself, at its form", async () => {
      const response = await visitor().post("/pagina-oculta", {
        _t: formToken(),
        name: "Ana",
        email: "ana@empresa.com.br",
        consent: "on",
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/pagina-oculta#formulario");
      const [row] = await db().select().from(leads);
      expect(row?.payload).toMatchObject({ formType: "newsletter", formId: "lp-pagina-oculta" });
    });

    it("keeps a focused page's visitors: no menu links, no footer newsletter, the legal links", async () => {
      const focused = (await get("/pagina-focada")).body;
      const usual = (await get("/webinar-completo")).body;
      expect(usual).toContain('aria-label="Principal"');
      expect(usual).toContain('id="newsletter"');
      expect(focused).not.toContain('aria-label="Principal"');
      expect(focused).not.toContain('id="newsletter"');
      expect(focused).not.toContain('href="/blog"');
      for (const body of [focused, usual]) {
        expect(body).toContain('href="/privacidade"');
        expect(body).toContain("Garanta sua vaga");
      }
    });

    it("answers a post to a page without a form, or no page, as an unknown page", async () => {
      for (const path of ["/pagina-sem-formulario", "/pagina-que-nao-existe"]) {
        const response = await visitor().post(path, { _t: formToken(), ...person });
        expect(response.status).toBe(404);
      }
      expect(await db().select().from(leads)).toHaveLength(0);
    });
  });
}
