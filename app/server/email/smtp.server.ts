import { isLoopbackHost } from "../db/tls.server";

/** nodemailer's SMTP options that we set. */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS: boolean;
  auth?: { user: string; pass: string };
  tls: { rejectUnauthorized: boolean; servername: string };
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/**
 * SMTP_URL as nodemailer's options: `smtps://` is TLS from the start (465), `smtp://` upgrades
 * with STARTTLS (587). Off this machine TLS is required and the certificate checked, as for
 * PostgreSQL; on loopback (a relay on the same host, the tests) neither is.
 */
export function smtpOptions(smtpUrl: string): SmtpOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const local = isLoopbackHost(host);
  const user = decodeURIComponent(url.username);
  return {
    host,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    requireTLS: !secure && !local,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    tls: { rejectUnauthorized: !local, servername: host },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** Why an SMTP_URL is refused at start, or null when it is usable. */
export function smtpUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "deve ser um endereço como smtp://usuario:senha@servidor:587 ou smtps://…:465";
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    return "deve começar com smtp:// (STARTTLS) ou smtps:// (TLS)";
  }
  if (!url.hostname) return "deve ter o nome do servidor";
  if (url.pathname.length > 1 || url.search || url.hash) {
    return "deve ter só usuário, senha, servidor e porta";
  }
  return null;
}
