import path from "node:path";
import { z } from "zod";
import { readCaBundle } from "./db/tls.server";
import { type MailFrom, parseMailFrom } from "./email/address.server";
import { smtpUrlProblem } from "./email/smtp.server";
import { isAllowEntry } from "./outbound/safe-fetch.server";

z.config(z.locales.pt());

/**
 * The whole configuration, read once from the environment. Nothing is required to run
 * locally; a value that is set but wrong stops the server with a line naming the variable.
 */
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const emptyAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "deve começar com postgres:// ou postgresql://")
    .optional(),
  DATABASE_TLS: z.enum(["verify", "off"]).optional(),
  DATABASE_CA_FILE: z.string().min(1).optional(),
  // Comma-separated to rotate: every secret is a signing key, so each must be long.
  SESSION_SECRET: z
    .string()
    .refine(
      (value) => value.split(",").every((secret) => secret.trim().length >= 32),
      "deve ter pelo menos 32 caracteres em cada segredo separado por vírgula",
    )
    .optional(),
  ADMIN_USERNAME: z.string().min(3).optional(),
  ADMIN_PASSWORD: z.string().min(12, "deve ter pelo menos 12 caracteres").optional(),
  SUPABASE_URL: optionalUrl,
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(20).optional(),
  SUPABASE_BUCKET: z.string().min(1).default("blog-covers"),
  // A private bucket: material files are reached only through signed links.
  SUPABASE_MATERIALS_BUCKET: z.string().min(1).default("materials"),
  MATERIAL_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  WEBHOOK_LEADS_URL: optionalUrl,
  WEBHOOK_DOWNLOAD_URL: optionalUrl,
  WEBHOOK_MATERIAL_EMAIL_URL: optionalUrl,
  WEBHOOK_REI_URL: optionalUrl,
  // E-mail we send ourselves (ADR 0039): checked below, never echoed (it holds a password).
  SMTP_URL: z.string().trim().max(2000).optional(),
  MAIL_FROM: z.string().trim().max(400).optional(),
  // RD Station Marketing's Conversions API (ADR 0041): the account's public API key.
  RDSTATION_API_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,200}$/, "deve ser a chave pública da API do RD Station Marketing")
    .optional(),
  RDSTATION_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.rd.services"),
  MATERIALS_API_URL: optionalUrl,
  // Where outbound requests (WordPress import, materials) may go besides public addresses.
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (entries) => entries.every(isAllowEntry),
      "deve ser uma lista separada por vírgulas de nomes de host, endereços IP ou faixas CIDR",
    )
    .default([]),
  // Set, each wins over its value in /admin/site. BOOKING_CALENDAR_URL is the 'Agenda externa'
  // (ADR 0057): unset, the booking pages show the team's own free times. The diagnosis and
  // conversation variables of before are read as it when it is unset.
  BOOKING_CALENDAR_URL: optionalUrl,
  BOOKING_DIAGNOSIS_URL: optionalUrl,
  BOOKING_CONVERSATION_URL: optionalUrl,
  BOOKING_EMBED_SCRIPT_URL: optionalUrl,
  /** The consultancy's WhatsApp, digits with the country code (wa.me), for those who write. */
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^\d{10,15}$/, "só dígitos, com o código do país")
    .optional(),
  // Set, these win over /admin/site ('Configurações do site'); unset, its values or the site's.
  COMMUNITY_URL: optionalUrl,
  PARTNER_SURVEY_URL: optionalUrl,
  TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, "deve ser o nome de um cabeçalho HTTP, como x-forwarded-for")
    .transform((name) => name.toLowerCase())
    .optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(5),
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  // Several instances (ADR 0046): how long a claimed delivery stays with the instance that
  // claimed it; longer than any attempt (a webhook waits 10 s at most).
  DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(30).max(3600).default(120),
  // On SIGTERM, how long requests in flight and deliveries being sent get to finish.
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(120).default(10),
  // false: migrations are a release step (`npm run db:migrate`); an instance whose database is
  // behind its code waits for them up to MIGRATION_WAIT_SECONDS, then stops.
  MIGRATE_ON_START: z
    .enum(["true", "false"], "deve ser true ou false")
    .default("true")
    .transform((value) => value === "true"),
  MIGRATION_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  // Marketing tags (ADR 0020): loaded in the browser only after the visitor's consent.
  GTM_ID: z
    .string()
    .trim()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "deve ser o ID de um contêiner do Tag Manager, como GTM-AB12CD")
    .optional(),
  LINKEDIN_PARTNER_ID: z
    .string()
    .trim()
    .regex(/^[0-9]{1,12}$/, "deve ser o ID de parceiro do LinkedIn, só com números")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

type RawEnv = z.infer<typeof schema>;
export type Env = Omit<
  RawEnv,
  | "BASE_URL"
  | "SUPABASE_URL"
  | "SUPABASE_SERVICE_ROLE_KEY"
  | "SMTP_URL"
  | "MAIL_FROM"
  | "BOOKING_DIAGNOSIS_URL"
  | "BOOKING_CONVERSATION_URL"
> & {
  BASE_URL: string;
  /** SMTP_URL and MAIL_FROM, when e-mail is on. */
  mail?: { url: string; from: MailFrom };
  DATA_DIR: string;
  supabase?: { url: string; serviceRoleKey: string; bucket: string };
  /** The PEM bundle read from DATABASE_CA_FILE at start. */
  databaseCa?: string;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuração inválida: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, emptyAsUnset(source[key])]),
  );
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? "?");
    // The value is never echoed: it may be a secret.
    throw new ConfigError(variable, issue?.message ?? "inválida");
  }
  const raw = result.data;
  if (Boolean(raw.SUPABASE_URL) !== Boolean(raw.SUPABASE_SERVICE_ROLE_KEY)) {
    const missing = raw.SUPABASE_URL ? "SUPABASE_SERVICE_ROLE_KEY" : "SUPABASE_URL";
    throw new ConfigError(
      missing,
      "é necessária quando a outra variável do Supabase está definida",
    );
  }
  if (Boolean(raw.ADMIN_USERNAME) !== Boolean(raw.ADMIN_PASSWORD)) {
    const missing = raw.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME";
    throw new ConfigError(
      missing,
      "é necessária quando a outra variável do administrador está definida",
    );
  }
  const mail = mailConfig(raw.SMTP_URL, raw.MAIL_FROM);
  let databaseCa: string | undefined;
  if (raw.DATABASE_CA_FILE) {
    try {
      databaseCa = readCaBundle(raw.DATABASE_CA_FILE);
    } catch (error) {
      throw new ConfigError("DATABASE_CA_FILE", (error as Error).message);
    }
  }
  const {
    SUPABASE_URL,
    SUPABASE_SERVICE_ROLE_KEY,
    BASE_URL,
    SMTP_URL,
    MAIL_FROM,
    BOOKING_DIAGNOSIS_URL,
    BOOKING_CONVERSATION_URL,
    ...rest
  } = raw;
  return {
    ...rest,
    BOOKING_CALENDAR_URL:
      raw.BOOKING_CALENDAR_URL ?? BOOKING_DIAGNOSIS_URL ?? BOOKING_CONVERSATION_URL,
    DATA_DIR: path.resolve(raw.DATA_DIR),
    BASE_URL: (BASE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    supabase:
      SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY
        ? {
            url: SUPABASE_URL,
            serviceRoleKey: SUPABASE_SERVICE_ROLE_KEY,
            bucket: raw.SUPABASE_BUCKET,
          }
        : undefined,
    databaseCa,
    mail,
  };
}

/** SMTP_URL and MAIL_FROM go together; each must be usable. */
function mailConfig(url: string | undefined, from: string | undefined) {
  if (!url && !from) return undefined;
  if (!url) throw new ConfigError("SMTP_URL", "é necessária quando MAIL_FROM está definida");
  const problem = smtpUrlProblem(url);
  if (problem) throw new ConfigError("SMTP_URL", problem);
  if (!from) throw new ConfigError("MAIL_FROM", "é necessária quando SMTP_URL está definida");
  const sender = parseMailFrom(from);
  if (!sender) {
    throw new ConfigError("MAIL_FROM", "deve ser um remetente como Nome <avisos@empresa.com.br>");
  }
  return { url, from: sender };
}

let current: Env | undefined;

/** The configuration of this process, parsed on first use (the server parses it at start). */
export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}
