import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env.server";
import { sessionSecrets } from "./secret.server";

/** An HMAC-SHA256 of `value` for one `purpose`, with the newest session secret. */
const mac = (secret: string, purpose: string, value: string) =>
  createHmac("sha256", secret).update(`${purpose}\n${value}`).digest("base64url");

export function sign(purpose: string, value: string, length = 43): string {
  const [secret] = sessionSecrets(env());
  if (!secret) throw new Error("sem segredo para assinar");
  return mac(secret, purpose, value).slice(0, length);
}

/** True when `given` is the signature of `value` by any of the (rotated) session secrets. */
export function signedBy(purpose: string, value: string, given: string, length = 43): boolean {
  const actual = Buffer.from(given);
  return sessionSecrets(env()).some((secret) => {
    const expected = Buffer.from(mac(secret, purpose, value).slice(0, length));
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
}
