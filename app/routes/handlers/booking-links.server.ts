import { isUuid } from "~/lib/uuid";
import { sign, signedBy } from "~/server/auth/signed.server";

/**
 * A call's own links (ADR 0057): /reuniao/{id}.{signature}, signed with the session secret, so
 * they need no account. What they may still do (until the call, once) is the call's state.
 */
const PURPOSE = "reuniao";
const LENGTH = 24;

export const callToken = (id: string) => `${id}.${sign(PURPOSE, id, LENGTH)}`;

/** The call's id when `token` is one of its links, else undefined. */
export function callIdOf(token: string | undefined) {
  if (!token || token.length > 80) return undefined;
  const [id, signature] = token.split(".");
  if (!id || !signature || !isUuid(id)) return undefined;
  return signedBy(PURPOSE, id, signature, LENGTH) ? id : undefined;
}

export const callPath = (id: string) => `/reuniao/${callToken(id)}`;
export const reschedulePath = (id: string) => `${callPath(id)}/remarcar`;
export const cancelPath = (id: string) => `${callPath(id)}/cancelar`;
