import { sessionSecrets } from "../auth/secret.server";
import { env } from "../env.server";
import type { SpamSuspicion } from "../leads/outbox.server";
import {
  checkSpamGuards,
  type GuardVerdict,
  issueFormToken,
  stampFromCookies,
  stampFromForm,
} from "./guard.server";

export interface Judgement {
  verdict: GuardVerdict;
  /** Set when the submission is valid but doubted: it is stored as suspected. */
  suspicion?: SpamSuspicion;
  /** The stamp a form sent back to the person carries (see FormReply.token). */
  nextToken?: string;
}

/**
 * What the spam guards make of a post, and the stamp to hand back with a refusal: the one it
 * came with when that still counts, or, after a day, a new one dated as if the page had been
 * open long enough (the person has been on it all along). The stamp is the form's own when it
 * has one, else the visitor's cookie (`cookies`: the request's `Cookie` header, ADR 0023).
 */
export function judgeSubmission(
  formData: FormData,
  cookies: string | null,
  now = Date.now(),
): Judgement {
  const config = env();
  const minFillMs = config.FORM_MIN_FILL_SECONDS * 1000;
  const secrets = sessionSecrets(config);
  const fromCookie = stampFromCookies(cookies);
  const verdict = checkSpamGuards(formData, secrets, minFillMs, now, fromCookie);
  // Only a stamp the form carried goes back into it; the cookie's stays a cookie.
  const sent = stampFromForm(formData);
  if (verdict === "expired") {
    return { verdict, nextToken: issueFormToken(secrets[0] ?? "", now - minFillMs) };
  }
  if (verdict === "person") return { verdict, nextToken: sent };
  return {
    verdict,
    suspicion: verdict,
    nextToken: verdict === "too-fast" ? sent : undefined,
  };
}
