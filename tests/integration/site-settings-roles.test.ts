import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/server/db/index.server";
import { siteSettingRevisions } from "~/server/db/schema.server";
import { postAs, signIn, signInMember } from "../support/admin";
import { startApp, Visitor } from "../support/app";

// What changes the public pages' code belongs to an Administrador (ADR 0047), over HTTP on the
// production build: the calendars, the partner survey and the embed script of /admin/site are
// read-only to an Editor and refused from a forged post or a restore; nobody saves one off the
// list of services; a value stored before the list never reaches the CSP or the page.

let app: Awaited<ReturnType<typeof startApp>>;
let admin: Visitor;
let editor: Visitor;
let ips = 0;
const visitor = () => new Visitor(app.url, `198.51.120.${++ips}`);

const CALENDAR = "https://calendly.com/vetor-revenue/diagnostico";
const SCRIPT = "https://assets.calendly.com/assets/external/widget.js";
const SURVEY = "https://api.leadconnectorhq.com/widget/survey/parceiros";
const ATTACKER = "https://atacante.example.invalid";

/** Every field as the form posts it. */
const filled = (overrides: Record<string, string> = {}) => ({
  calendarUrl: "",
  embedScriptUrl: "",
  communityUrl: "",
  partnerSurveyUrl: "",
  contactEmail: "contato@vetorrevenue.com.br",
  whatsapp: "",
  linkedin: "https://www.linkedin.com/company/vetor-revenue",
  instagram: "https://www.instagram.com/vetorrevenue",
  youtube: "https://www.youtube.com/@vetorrevenue",
  ...overrides,
});

const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
const statusOf = (page: string, name: string) =>
  text(page.match(new RegExp(`data-setting-status="${name}"[\\s\\S]*?</div>`))?.[0] ?? "");
/** The `<input>` of one field of /admin/site. */
const inputOf = (page: string, name: string) =>
  page.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
const readOnly = (input: string) => /\sreadOnly=""/.test(input);
const frameSrc = (page: string) =>
  page.match(/<iframe[^>]*src="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
const directive = (response: Response, name: string) =>
  (response.headers.get("content-security-policy") ?? "")
    .split("; ")
    .find((part) => part.startsWith(`${name} `)) ?? "";

const save = (who: Visitor, fields: Record<string, string>) =>
  postAs(who, app.url, "/admin/site", fields);
const screen = async (who: Visitor) => (await who.request("/admin/site")).text();

/** As the code before the list saved it: straight into the table. */
const storeDirectly = (values: Record<string, string>) =>
  db()
    .insert(siteSettingRevisions)
    .values({ values: filled(values), savedBy: "código antigo" });

beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: "x-forwarded-for" });
  admin = visitor();
  await signIn(admin, app.url);
  editor = visitor();
  await signInMember(admin, editor, app.url, { role: "editor", email: "rita@empresa.com.br" });
});
afterAll(async () => {
  await app?.close();
});

describe("an Editor in /admin/site", () => {
  it("sees the calendars, the survey and the script read-only, with who may change them", async () => {
    const page = await screen(editor);
    for (const name of ["calendarUrl", "embedScriptUrl", "partnerSurveyUrl"]) {
      expect(readOnly(inputOf(page, name))).toBe(true);
    }
    expect(readOnly(inputOf(page, "contactEmail"))).toBe(false);
    expect(readOnly(inputOf(page, "communityUrl"))).toBe(false);
    expect(text(page)).toContain("Só um Administrador pode alterar estes campos");

    const adminPage = await screen(admin);
    expect(readOnly(inputOf(adminPage, "embedScriptUrl"))).toBe(false);
    expect(text(adminPage)).not.toContain("Só um Administrador pode alterar estes campos");
    expect(text(adminPage)).toContain("Aceitos só endereços de serviços conhecidos");
  });

  it("changes the contacts but not the calendars or the script, even by a forged post", async () => {
    const set = await save(admin, filled({ calendarUrl: CALENDAR, embedScriptUrl: SCRIPT }));
    expect(set.status).toBe(302);

    const forged = await save(
      editor,
      filled({
        calendarUrl: `${ATTACKER}/agenda`,
        embedScriptUrl: `${ATTACKER}/convite.js`,
        partnerSurveyUrl: `${ATTACKER}/cadastro`,
        contactEmail: "Fale@Vetor.example",
        linkedin: "https://www.linkedin.com/company/vetor-nova",
      }),
    );
    expect(forged.status).toBe(302);
    expect(text(await editor.follow(forged))).toContain("Configurações salvas");

    const page = await screen(admin);
    expect(page).not.toContain(ATTACKER);
    expect(statusOf(page, "calendarUrl")).toContain(CALENDAR);
    expect(statusOf(page, "embedScriptUrl")).toContain(SCRIPT);
    expect(statusOf(page, "contactEmail")).toContain("fale@vetor.example");
    expect(statusOf(page, "linkedin")).toContain("https://www.linkedin.com/company/vetor-nova");

    const booking = await visitor().request("/booking");
    const html = await booking.text();
    expect(html).not.toContain(ATTACKER);
    expect(frameSrc(html)).toBe(CALENDAR);
    expect(booking.headers.get("content-security-policy")).not.toContain(ATTACKER);

    // Without the fields at all (a form whose inputs were taken out): still kept, not blanked.
    const bare = new URLSearchParams(filled({ contactEmail: "outro@vetor.example" }));
    for (const key of ["calendarUrl", "embedScriptUrl", "partnerSurveyUrl"]) {
      bare.delete(key);
    }
    expect((await save(editor, Object.fromEntries(bare))).status).toBe(302);
    const after = await screen(admin);
    expect(statusOf(after, "calendarUrl")).toContain(CALENDAR);
    expect(statusOf(after, "embedScriptUrl")).toContain(SCRIPT);
    expect(statusOf(after, "contactEmail")).toContain("outro@vetor.example");
  });

  it("restores a revision's contacts but keeps today's calendars and script", async () => {
    const older = await save(
      admin,
      filled({
        calendarUrl: "https://cal.com/vetor/antiga",
        contactEmail: "antigo@vetor.example",
      }),
    );
    expect(older.status).toBe(302);
    const [first] = await db()
      .select({ id: siteSettingRevisions.id })
      .from(siteSettingRevisions)
      .orderBy(desc(siteSettingRevisions.id))
      .limit(1);
    expect(
      (await save(admin, filled({ calendarUrl: CALENDAR, embedScriptUrl: SCRIPT }))).status,
    ).toBe(302);

    const restored = await postAs(editor, app.url, "/admin/site", {
      intent: "restore",
      revision: String(first?.id),
    });
    expect(restored.status).toBe(302);
    expect(text(await editor.follow(restored))).toContain(
      "As agendas, o script e o cadastro de parceiro ficaram como estavam",
    );
    const page = await screen(admin);
    expect(statusOf(page, "contactEmail")).toContain("antigo@vetor.example");
    expect(statusOf(page, "calendarUrl")).toContain(CALENDAR);
    expect(statusOf(page, "embedScriptUrl")).toContain(SCRIPT);
  });
});

describe("the list of scheduling services", () => {
  it("refuses an Administrador's script or calendar on another host, keeping what was typed", async () => {
    const before = await db().select({ id: siteSettingRevisions.id }).from(siteSettingRevisions);
    const refused = await save(
      admin,
      filled({
        embedScriptUrl: `${ATTACKER}/agenda.js`,
        calendarUrl: `${ATTACKER}/conversa`,
        contactEmail: "novo@vetor.example",
      }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const page = text(html);
    expect(page).toContain("Algumas configurações não foram salvas.");
    expect(page).toContain(
      "Esse script não é de um serviço aceito. Use o script de Calendly, Cal.com, HubSpot, Google Agenda, HighLevel ou a agenda da Vetor Revenue (agenda.vetorrevenue.com.br).",
    );
    expect(page).toContain(
      "Esse endereço não é de um serviço aceito. Use um endereço de Calendly, Cal.com, HubSpot, Google Agenda, Microsoft Bookings, HighLevel ou a agenda da Vetor Revenue",
    );
    expect(inputOf(html, "embedScriptUrl")).toContain(`value="${ATTACKER}/agenda.js"`);
    expect(inputOf(html, "calendarUrl")).toContain(`value="${ATTACKER}/conversa"`);
    expect(inputOf(html, "contactEmail")).toContain('value="novo@vetor.example"');
    expect(await db().select({ id: siteSettingRevisions.id }).from(siteSettingRevisions)).toEqual(
      before,
    );
  });

  it("never lets a value stored before the list reach the CSP or the page; a listed one does", async () => {
    await storeDirectly({
      calendarUrl: `${ATTACKER}/agenda`,
      embedScriptUrl: `${ATTACKER}/convite.js`,
      partnerSurveyUrl: `${ATTACKER}/cadastro`,
    });
    const booking = await visitor().request("/booking");
    const html = await booking.text();
    expect(booking.headers.get("content-security-policy")).not.toContain("atacante");
    expect(html).not.toContain("atacante");
    // A refused outside calendar counts as none: the site's own times.
    expect(html).toContain('name="inicio"');
    const survey = await visitor().request("/cadastro-parceiro?v=1");
    expect(survey.headers.get("content-security-policy")).not.toContain("atacante");
    expect(await survey.text()).not.toContain("atacante");

    // The admin shows it as refused, and 'Restaurar' will not bring it back.
    const page = await screen(admin);
    expect(statusOf(page, "embedScriptUrl")).toContain("Recusado: não é de um serviço aceito");
    expect(statusOf(page, "calendarUrl")).toContain("Recusado");
    expect(inputOf(page, "embedScriptUrl")).toContain(`value="${ATTACKER}/convite.js"`);
    const [old] = await db()
      .select({ id: siteSettingRevisions.id })
      .from(siteSettingRevisions)
      .orderBy(desc(siteSettingRevisions.id))
      .limit(1);

    await storeDirectly({
      calendarUrl: CALENDAR,
      embedScriptUrl: SCRIPT,
      partnerSurveyUrl: SURVEY,
    });
    const listed = await visitor().request("/booking");
    expect(directive(listed, "script-src")).toContain("https://assets.calendly.com");
    expect(directive(listed, "frame-src")).toContain("https://calendly.com");
    const listedHtml = await listed.text();
    expect(frameSrc(listedHtml)).toBe(CALENDAR);
    expect(listedHtml).toContain(`src="${SCRIPT}"`);

    const restore = await postAs(admin, app.url, "/admin/site", {
      intent: "restore",
      revision: String(old?.id),
    });
    expect(text(await admin.follow(restore))).toContain("Versão não restaurada");
    expect(directive(await visitor().request("/booking"), "script-src")).toContain(
      "https://assets.calendly.com",
    );
  });
});
