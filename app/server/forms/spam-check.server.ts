import { sessionSecrets } from "../auth/secret.server";
import { env } from "../env.server";
import type { SpamSuspicion } from "../leads/outbox.server";
import {
  checkSpamGuards,
  issueFormToken,
  type SpamGuardResult,
  stampFromCookies,
  stampFromForm,
} from "./guard.server";

export interface SpamCheck {
  result: SpamGuardResult;
  /** Set when the submission is valid but suspect: it is stored as suspected. */
  suspicion?: SpamSuspicion;
  /** The stamp a form sent back to the person carries (see FormReply.token). */
  nextToken?: string;
}

/**
 * The spam check of a post, and the stamp to hand back with a refusal: the one it came with
 * when that still counts, or, after a day, a new one dated as if the page had been open long
 * enough (the person has been on it all along). The stamp is the form's own when it has one,
 * else the visitor's cookie (`cookies`: the request's `Cookie` header, ADR 0023).
 */
export function checkForSpam(
  formData: FormData,
  cookies: string | null,
  now = Date.now(),
): SpamCheck {
  const config = env();
  const minFillMs = config.FORM_MIN_FILL_SECONDS * 1000;
  const secrets = sessionSecrets(config);
  const fromCookie = stampFromCookies(cookies);
  const result = checkSpamGuards(formData, secrets, minFillMs, now, fromCookie);
  // Only a stamp the form carried goes back into it; the cookie's stays a cookie.
  const sent = stampFromForm(formData);
  if (result === "expired") {
    return { result, nextToken: issueFormToken(secrets[0] ?? "", now - minFillMs) };
  }
  if (result === "person") return { result, nextToken: sent };
  return {
    result,
    suspicion: result,
    nextToken: result === "too-fast" ? sent : undefined,
  };
}
