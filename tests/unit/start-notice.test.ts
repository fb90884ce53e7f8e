import { describe, expect, it } from "vitest";
import { parseEnv } from "~/server/env.server";
import { startNotice } from "~/server/start-notice.server";

const text = (lines: string[]) => lines.join("\n");

describe("what a start prints", () => {
  it("says, with nothing configured, that the database is embedded and the rest is off", () => {
    const shown = text(startNotice(parseEnv({ DATA_DIR: "/srv/site" })));
    expect(shown).toContain("Site: http://localhost:3000");
    expect(shown).toContain("Banco de dados: embutido (PGlite em /srv/site)");
    expect(shown).toContain("E-mail: desligado");
    expect(shown).toContain("Webhooks: desligados");
    expect(shown).toContain("RD Station: desligado");
    expect(shown).toContain(
      "Agendamento: no próprio site, ou a agenda externa que /admin/site disser",
    );
    expect(shown).not.toContain("Senha do admin");
  });

  it("names what is on by its hosts only, never a password or a key", () => {
    const config = parseEnv({
      BASE_URL: "https://site.example.com.br",
      DATABASE_URL: "postgres://vetor:segredo-do-banco@db.internal:6543/site",
      SMTP_URL: "smtps://avisos:segredo-do-smtp@smtp.example.com:465",
      MAIL_FROM: "Vetor <avisos@example.com>",
      WEBHOOK_LEADS_URL: "https://hooks.example.com/leads?token=segredo-do-webhook",
      WEBHOOK_REI_URL: "https://hooks.example.com/rei",
      RDSTATION_API_KEY: "chave-publica-rd-12345",
      BOOKING_CALENDAR_URL: "https://agenda.example.com/diagnostico",
    });
    const shown = text(startNotice(config));
    expect(shown).toContain("Site: https://site.example.com.br");
    expect(shown).toContain("Banco de dados: PostgreSQL em db.internal:6543");
    expect(shown).toContain("E-mail: SMTP em smtp.example.com:465");
    expect(shown).toContain("Webhooks: leads, REI");
    expect(shown).toContain("RD Station: ligado");
    expect(shown).toContain("Agendamento: agenda externa do ambiente");
    for (const secret of ["segredo", "chave-publica-rd", "vetor:", "avisos:", "hooks.example"]) {
      expect(shown).not.toContain(secret);
    }
  });

  it("puts a first start's generated password first, on a line of its own under a rule", () => {
    const lines = startNotice(parseEnv({}), { username: "admin", password: "x".repeat(24) });
    const at = lines.indexOf(`Senha do admin (usuário admin): ${"x".repeat(24)}`);
    expect(lines.slice(0, at)).toEqual(["", "=".repeat(72)]);
    expect(text(lines)).toContain("Entre em http://localhost:3000/admin com ela");
    expect(lines.filter((line) => line.includes("x".repeat(24)))).toHaveLength(1);
  });
});
