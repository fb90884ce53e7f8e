import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postAs, signIn } from "../support/admin";
import { TEST_SECRET, Visitor } from "../support/app";
import { createPostgresDatabase } from "../support/databases";
import { type RunningServer, removeDir, startServer, tempDir } from "../support/server";

// 'Configurações do site' (/admin/site) through the production server: saved and refused over
// HTTP, in effect at the next request (on this and, on PostgreSQL, another instance), the
// environment winning, and a revision restored. Each on PGlite and, with TEST_DATABASE_URL, on
// a real PostgreSQL.

const ADMIN_ENV = {
  ADMIN_USERNAME: "editora",
  ADMIN_PASSWORD: "senha-de-teste-2026",
  SESSION_SECRET: TEST_SECRET,
};

/** Every field as the form posts it; the social links as the site's defaults. */
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

const frameSrc = (page: string) =>
  page.match(/<iframe[^>]*src="([^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
const text = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
/** The status line under one field of /admin/site. */
const statusOf = (page: string, name: string) =>
  text(page.match(new RegExp(`data-setting-status="${name}"[\\s\\S]*?</div>`))?.[0] ?? "");

interface Storage {
  /** Environment for a server on a new, empty database. */
  fresh(): Promise<Record<string, string>>;
  cleanup(): Promise<void>;
}

function pgliteStorage(): Storage {
  const dirs: string[] = [];
  return {
    async fresh() {
      const dir = await tempDir("site-settings-");
      dirs.push(dir);
      return { DATA_DIR: dir };
    },
    cleanup: async () => {
      await Promise.all(dirs.map(removeDir));
    },
  };
}

function postgresStorage(): Storage {
  const created: Awaited<ReturnType<typeof createPostgresDatabase>>[] = [];
  const dirs: string[] = [];
  return {
    async fresh() {
      const database = await createPostgresDatabase();
      created.push(database);
      const dir = await tempDir("site-settings-");
      dirs.push(dir);
      return { DATABASE_URL: database.url, DATA_DIR: dir };
    },
    cleanup: async () => {
      for (const database of created) await database.drop().catch(() => {});
      await Promise.all(dirs.map(removeDir));
    },
  };
}

const targets = [
  { name: "PGlite", storage: pgliteStorage, skip: false },
  { name: "PostgreSQL", storage: postgresStorage, skip: !process.env.TEST_DATABASE_URL },
];

for (const target of targets) {
  describe.skipIf(target.skip)(`/admin/site on ${target.name}`, () => {
    const storage = target.storage();
    const servers: RunningServer[] = [];
    let site: RunningServer;
    let siteStorage: Record<string, string>;
    let editor: Visitor;
    let ips = 0;

    async function signedIn(server: RunningServer) {
      const visitor = new Visitor(server.url, `198.51.110.${++ips}`);
      await signIn(visitor, server.url);
      return visitor;
    }
    const save = (visitor: Visitor, server: RunningServer, fields: Record<string, string>) =>
      postAs(visitor, server.url, "/admin/site", fields);
    const page = async (server: RunningServer, path: string) =>
      (await fetch(`${server.url}${path}`)).text();

    beforeAll(async () => {
      siteStorage = await storage.fresh();
      site = await startServer({ ...ADMIN_ENV, ...siteStorage });
      servers.push(site);
      editor = await signedIn(site);
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await storage.cleanup();
    });

    it("starts from today's site on an empty database", async () => {
      const screen = await (await editor.request("/admin/site")).text();
      expect(statusOf(screen, "contactEmail")).toContain("Padrão do site");
      expect(statusOf(screen, "contactEmail")).toContain("contato@vetorrevenue.com.br");
      expect(statusOf(screen, "calendarUrl")).toContain("Não definido");
      expect(screen).toContain("Nenhuma versão salva ainda");
      const booking = await page(site, "/agenda-diagnostico");
      // No 'Agenda externa': the site's own free times, a form per time.
      expect(frameSrc(booking)).toBeUndefined();
      expect(text(booking)).toContain("Escolha o dia");
      expect(text(booking)).toContain("Seus dados");
      expect(await page(site, "/comunidade")).toContain(
        'href="https://comunidade.vetorrevenue.com.br"',
      );
    });

    it("refuses an address that is not https and a bad e-mail, keeping what was typed", async () => {
      const refused = await save(
        editor,
        site,
        filled({
          calendarUrl: "http://agenda.example.invalid/diagnostico",
          youtube: "javascript:alert(1)",
          contactEmail: "contato-sem-arroba",
          whatsapp: "+55 11 91234-5678",
        }),
      );
      expect(refused.status).toBe(400);
      const screen = text(await refused.text());
      expect(screen).toContain("Algumas configurações não foram salvas.");
      expect(screen).toContain("Use um endereço completo que comece com https://.");
      expect(screen).toContain("Digite um e-mail válido");
      const html = await (await editor.request("/admin/site")).text();
      expect(html).toContain("Nenhuma versão salva ainda");
      // The refused form's values come back as typed.
      const again = await save(editor, site, filled({ calendarUrl: "http://x.example.invalid/a" }));
      expect(await again.text()).toContain('value="http://x.example.invalid/a"');
      expect(frameSrc(await page(site, "/agenda-diagnostico"))).toBeUndefined();
    });

    it("saves, and the next request shows it: calendar, its CSP, footer, legal text", async () => {
      const saved = await save(
        editor,
        site,
        filled({
          calendarUrl: "https://calendly.com/vetor-a/diagnostico",
          contactEmail: "Fale@Vetor.example",
          whatsapp: "+55 (11) 91234-5678",
          instagram: "",
        }),
      );
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/admin/site");
      const screen = await editor.follow(saved);
      expect(text(screen)).toContain("Configurações salvas");
      expect(statusOf(screen, "calendarUrl")).toContain("Definido aqui");
      expect(statusOf(screen, "calendarUrl")).toContain("https://calendly.com/vetor-a/diagnostico");
      expect(statusOf(screen, "instagram")).toContain("Não definido");
      expect(statusOf(screen, "communityUrl")).toContain("Padrão do site");

      const booking = await fetch(`${site.url}/agenda-diagnostico`);
      expect(frameSrc(await booking.text())).toBe("https://calendly.com/vetor-a/diagnostico");
      expect(booking.headers.get("content-security-policy")).toMatch(
        /frame-src [^;]*https:\/\/calendly\.com/,
      );
      const home = await page(site, "/");
      expect(home).toContain('href="mailto:fale@vetor.example"');
      expect(home).toContain('href="https://wa.me/5511912345678"');
      expect(home).not.toContain("instagram.com/vetorrevenue");
      expect(home).toContain('"email":"fale@vetor.example"');
      expect(await page(site, "/privacidade")).toContain("fale@vetor.example");
    });

    it("restores an earlier revision with a POST", async () => {
      const second = await save(
        editor,
        site,
        filled({ calendarUrl: "https://calendly.com/vetor-b/diagnostico" }),
      );
      expect(second.status).toBe(302);
      expect(frameSrc(await page(site, "/agenda-diagnostico"))).toBe(
        "https://calendly.com/vetor-b/diagnostico",
      );
      const screen = await (await editor.request("/admin/site")).text();
      const ids = [...screen.matchAll(/<button[^>]*>/g)]
        .filter(([button]) => button.includes('name="revision"'))
        .map(([button]) => button.match(/value="(\d+)"/)?.[1]);
      // The newest is in effect ('Em uso'); the one before can be restored.
      expect(ids).toHaveLength(1);
      const restored = await postAs(editor, site.url, "/admin/site", {
        intent: "restore",
        revision: ids[0] ?? "",
      });
      expect(restored.status).toBe(302);
      expect(text(await editor.follow(restored))).toContain("Configurações restauradas");
      expect(frameSrc(await page(site, "/agenda-diagnostico"))).toBe(
        "https://calendly.com/vetor-a/diagnostico",
      );
      const unknown = await postAs(editor, site.url, "/admin/site", {
        intent: "restore",
        revision: "999999",
      });
      expect(text(await editor.follow(unknown))).toContain("Versão não encontrada");
    });

    it("lets the environment win, and says so", async () => {
      const withEnv = await startServer({
        ...ADMIN_ENV,
        ...(await storage.fresh()),
        BOOKING_CALENDAR_URL: "https://env.example.invalid/diagnostico",
      });
      servers.push(withEnv);
      const visitor = await signedIn(withEnv);
      const saved = await save(
        visitor,
        withEnv,
        filled({ calendarUrl: "https://cal.com/vetor/diagnostico" }),
      );
      expect(saved.status).toBe(302);
      const status = statusOf(await visitor.follow(saved), "calendarUrl");
      expect(status).toContain("Definido pela variável BOOKING_CALENDAR_URL");
      expect(status).toContain("https://env.example.invalid/diagnostico");
      expect(status).toContain("O valor salvo aqui não está em uso");
      expect(frameSrc(await page(withEnv, "/agenda-diagnostico"))).toBe(
        "https://env.example.invalid/diagnostico",
      );
    });

    // Instances share a database only on PostgreSQL (PGlite is one process's).
    const onShared = target.name === "PostgreSQL" ? it : () => undefined;
    onShared(
      "a change saved through one instance is in effect on another at its next request",
      async () => {
        const other = await startServer({
          ...ADMIN_ENV,
          DATABASE_URL: siteStorage.DATABASE_URL ?? "",
        });
        servers.push(other);
        // The other instance has answered (and cached) its pages before the change.
        const before = await page(other, "/agenda-diagnostico");
        expect(frameSrc(before)).toBe("https://calendly.com/vetor-a/diagnostico");
        const saved = await save(
          editor,
          site,
          filled({ calendarUrl: "https://calendly.com/vetor-c/diagnostico" }),
        );
        expect(saved.status).toBe(302);
        const after = await fetch(`${other.url}/agenda-diagnostico`);
        expect(frameSrc(await after.text())).toBe("https://calendly.com/vetor-c/diagnostico");
        expect(after.headers.get("content-security-policy")).toMatch(
          /frame-src [^;]*https:\/\/calendly\.com/,
        );
      },
    );
  });
}
