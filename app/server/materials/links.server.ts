import { sign, signedBy } from "../auth/signed.server";
import { env } from "../env.server";

/**
 * Download tokens (ADR 0013): the material's id and an expiry, signed with the session
 * secret (any of the rotated ones verifies). Whoever has the token may download until then;
 * nobody can make one for another material or a later date.
 */
const REF = /^material-[A-Za-z0-9_-]{1,80}$/;
const TOKEN = /^(material-[A-Za-z0-9_-]{1,80})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/;

const PURPOSE = "material-download";
const SIGNATURE_LENGTH = 32;

/** When a link given at `issuedAt` stops working (MATERIAL_LINK_DAYS later), in Unix seconds. */
export const linkExpiry = (issuedAt: Date, days = env().MATERIAL_LINK_DAYS) =>
  Math.floor(issuedAt.getTime() / 1000) + days * 24 * 60 * 60;

export function signDownload(materialId: string, expires: number): string {
  if (!REF.test(materialId)) throw new Error(`material sem id assinável: ${materialId}`);
  return `${materialId}.${expires}.${sign(PURPOSE, `${materialId}\n${expires}`, SIGNATURE_LENGTH)}`;
}

export type DownloadCheck =
  | { status: "valid"; materialId: string }
  | { status: "expired"; materialId: string }
  /** `materialId` when the token at least names one (to offer its form again). */
  | { status: "invalid"; materialId?: string };

export function verifyDownload(token: string, now = Date.now()): DownloadCheck {
  // Bounded before the pattern runs; the pattern itself is linear.
  const match = token.length <= 160 ? TOKEN.exec(token) : null;
  if (!match) return { status: "invalid" };
  const [, materialId = "", expiresText = "", given = ""] = match;
  const expires = Number(expiresText);
  if (!signedBy(PURPOSE, `${materialId}\n${expires}`, given, SIGNATURE_LENGTH)) {
    return { status: "invalid", materialId };
  }
  if (expires * 1000 <= now) return { status: "expired", materialId };
  return { status: "valid", materialId };
}
