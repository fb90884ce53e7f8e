import type { Env } from "./env.server";

/** A first admin made with a generated password, shown once (`ensureFirstAdmin`). */
export interface FirstAdmin {
  username: string;
  password: string;
}

const RULE = "=".repeat(72);

/** A URL's host and port, never its user or password; null when it does not parse. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

const listed = (names: string[], none: string) => (names.length ? names.join(", ") : none);

/**
 * What a start prints on plain lines, outside the JSON log: the generated admin password of a
 * first start (the only secret it ever shows), then what is on. Only hosts: a URL of the
 * configuration may carry a password.
 */
export function startNotice(config: Env, firstAdmin?: FirstAdmin): string[] {
  const password = firstAdmin
    ? [
        `Senha do admin (usuário ${firstAdmin.username}): ${firstAdmin.password}`,
        `Entre em ${config.BASE_URL}/admin com ela: no primeiro acesso o site pede uma senha nova`,
        "(depois, troque quando quiser em /admin/settings). Ela não aparece de novo.",
        "",
      ]
    : [];
  const database = config.DATABASE_URL
    ? `PostgreSQL em ${hostOf(config.DATABASE_URL) ?? "socket local"}`
    : `embutido (PGlite em ${config.DATA_DIR})`;
  const mail = config.mail
    ? `SMTP em ${hostOf(config.mail.url) ?? "?"}`
    : "desligado (SMTP_URL e MAIL_FROM)";
  const webhooks = [
    config.WEBHOOK_LEADS_URL && "leads",
    config.WEBHOOK_DOWNLOAD_URL && "downloads",
    config.WEBHOOK_MATERIAL_EMAIL_URL && "e-mail do material",
    config.WEBHOOK_REI_URL && "REI",
  ].filter((name): name is string => Boolean(name));
  const booking = [
    config.BOOKING_CALENDAR_URL && "agenda externa",
    config.BOOKING_EMBED_SCRIPT_URL && "script da agenda",
  ].filter((name): name is string => Boolean(name));
  return [
    "",
    RULE,
    ...password,
    `Site: ${new URL(config.BASE_URL).origin}`,
    `Banco de dados: ${database}`,
    `E-mail: ${mail}`,
    `Webhooks: ${listed(webhooks, "desligados")}`,
    `RD Station: ${config.RDSTATION_API_KEY ? "ligado" : "desligado"}`,
    `Agendamento: ${booking.length ? `${booking.join(", ")} do ambiente` : "no próprio site, ou a agenda externa que /admin/site disser (nada no ambiente)"}`,
    RULE,
    "",
    "",
  ];
}
