import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "~/server/env.server";

describe("configuration", () => {
  it("needs no variable to run locally", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.supabase).toBeUndefined();
    expect(env.SUPABASE_BUCKET).toBe("blog-covers");
    expect(env.LEAD_RETENTION_MONTHS).toBe(24);
    // No calendar at a made-up address: unset, the booking pages offer the contacts instead.
    expect(env.BOOKING_CALENDAR_URL).toBeUndefined();
  });

  it("derives BASE_URL from PORT and drops a trailing slash from a given one", () => {
    expect(parseEnv({ PORT: "8080" }).BASE_URL).toBe("http://localhost:8080");
    expect(parseEnv({ BASE_URL: "https://www.exemplo.com.br/" }).BASE_URL).toBe(
      "https://www.exemplo.com.br",
    );
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: " " }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["BASE_URL", "localhost:3000"],
    ["DATABASE_URL", "mysql://u:p@h/db"],
    ["SESSION_SECRET", "curto"],
    ["WEBHOOK_LEADS_URL", "ftp://receiver"],
    ["LEAD_RETENTION_MONTHS", "0"],
    ["TRUST_PROXY", "x forwarded for"],
    ["LOG_LEVEL", "verbose"],
    ["OUTBOUND_ALLOW_HOSTS", "127.0.0.1,http://wp.intranet"],
    ["OUTBOUND_ALLOW_HOSTS", "10.0.0.0/40"],
    ["GTM_ID", "UA-12345-1"],
    ["GTM_ID", "GTM-AB12CD<script>"],
    ["LINKEDIN_PARTNER_ID", "12ab34"],
    ["LINKEDIN_PARTNER_ID", '123" onload="x'],
  ])("stops on a bad %s with a message that names it", (variable, value) => {
    const attempt = () => parseEnv({ [variable]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(new RegExp(`^Configuração inválida: ${variable} `));
  });

  it("takes marketing tag IDs in their own shapes, unset by default", () => {
    expect(parseEnv({}).GTM_ID).toBeUndefined();
    expect(parseEnv({}).LINKEDIN_PARTNER_ID).toBeUndefined();
    const env = parseEnv({ GTM_ID: " GTM-AB12CD ", LINKEDIN_PARTNER_ID: "1234567" });
    expect(env.GTM_ID).toBe("GTM-AB12CD");
    expect(env.LINKEDIN_PARTNER_ID).toBe("1234567");
  });

  it("never echoes a bad value, which may be a secret", () => {
    try {
      parseEnv({ DATABASE_URL: "mysql://usuario:senha-secreta@host/db" });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain("senha-secreta");
      expect(String(error)).not.toContain("\n");
    }
  });

  it("requires both Supabase variables or neither", () => {
    expect(() => parseEnv({ SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      /SUPABASE_SERVICE_ROLE_KEY/,
    );
    const env = parseEnv({
      SUPABASE_URL: "https://x.supabase.co",
      SUPABASE_SERVICE_ROLE_KEY: "chave-de-servico-bem-longa-0123456789",
    });
    expect(env.supabase).toEqual({
      url: "https://x.supabase.co",
      serviceRoleKey: "chave-de-servico-bem-longa-0123456789",
      bucket: "blog-covers",
    });
  });

  it("requires the admin username and password together", () => {
    expect(() => parseEnv({ ADMIN_USERNAME: "editora" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("turns e-mail on with SMTP_URL and MAIL_FROM together, each checked, never echoed", () => {
    expect(parseEnv({}).mail).toBeUndefined();
    const mail = parseEnv({
      SMTP_URL: "smtps://avisos:segredo-smtp@smtp.exemplo.com.br",
      MAIL_FROM: "Vetor Revenue <avisos@exemplo.com.br>",
    }).mail;
    expect(mail?.from).toEqual({ name: "Vetor Revenue", address: "avisos@exemplo.com.br" });
    expect(() => parseEnv({ SMTP_URL: "smtp://smtp.exemplo.com.br" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ MAIL_FROM: "a@b.com.br" })).toThrow(/SMTP_URL/);
    const wrong = () =>
      parseEnv({ SMTP_URL: "https://u:segredo-smtp@smtp.exemplo.com.br", MAIL_FROM: "a@b.com.br" });
    expect(wrong).toThrow(/^Configuração inválida: SMTP_URL deve começar com smtp:\/\//);
    expect(wrong).not.toThrow(/segredo-smtp/);
    expect(() =>
      parseEnv({ SMTP_URL: "smtp://smtp.exemplo.com.br", MAIL_FROM: "Vetor <sem-arroba>" }),
    ).toThrow(/MAIL_FROM deve ser um remetente/);
  });

  it("reads the outbound allow-list: addresses, CIDR ranges and host names", () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_HOSTS).toEqual([]);
    expect(
      parseEnv({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1, intranet.local,10.0.0.0/8,,fd00::/8" })
        .OUTBOUND_ALLOW_HOSTS,
    ).toEqual(["127.0.0.1", "intranet.local", "10.0.0.0/8", "fd00::/8"]);
  });

  it("checks the length of every session secret of a rotation, naming the variable only", () => {
    const long = "a".repeat(32);
    expect(parseEnv({ SESSION_SECRET: `${long},${"b".repeat(40)}` }).SESSION_SECRET).toBeDefined();
    for (const value of [`${long},curto`, `${long},`, `curto,${long}`, `${long}, ,${long}`]) {
      const attempt = () => parseEnv({ SESSION_SECRET: value });
      expect(attempt, value).toThrow(/^Configuração inválida: SESSION_SECRET /);
      try {
        attempt();
      } catch (error) {
        expect(String(error)).not.toContain("curto");
        expect(String(error)).not.toContain(long);
      }
    }
  });

  it("reads the trusted proxy header in lower case", () => {
    expect(parseEnv({ TRUST_PROXY: "X-Forwarded-For" }).TRUST_PROXY).toBe("x-forwarded-for");
  });
});
