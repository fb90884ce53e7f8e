import { data, redirect } from "react-router";
import { forgotSchema, TEAM_LIMITS } from "~/lib/forms/team-schema";
import { assertSameOrigin } from "~/routes/handlers/admin-access.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { logger } from "~/server/logger.server";
import { takeForgotRequest } from "~/server/team/forgot-limits.server";
import { requestPasswordReset } from "~/server/team/index.server";
import { teamCopy } from "~content/team";

export const FORGOT_PAGE = "/admin/esqueci-senha";

/** Every answer takes about as long, so the time says nothing about who is a member. */
const ANSWER_FLOOR_MS = 800;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ForgotRefusal {
  email: string;
  message: string;
}

/**
 * 'Esqueci minha senha': the same answer for any well-written e-mail (a page saying a link is
 * on its way if the address is a member's); the link goes only to a member, by e-mail.
 */
export async function handleForgotPassword(request: Request, client: string) {
  assertSameOrigin(request);
  const started = Date.now();
  const form = await readForm(request);
  const email = String(form.get("email") ?? "").slice(0, TEAM_LIMITS.email + 1);
  const refuse = (message: string, status: number) =>
    data<ForgotRefusal>({ email, message }, { status });
  const parsed = forgotSchema.safeParse({ email });
  if (!parsed.success) return refuse(teamCopy.forgot.invalid, 400);
  if (await takeForgotRequest(client, parsed.data.email)) {
    return refuse(teamCopy.forgot.throttled, 429);
  }
  try {
    await requestPasswordReset(parsed.data.email);
  } catch (error) {
    // The answer stays the same; the log has the failure.
    logger.error({ err: error }, "falha ao pedir nova senha");
  }
  const wait = ANSWER_FLOOR_MS - (Date.now() - started);
  if (wait > 0) await sleep(wait);
  return redirect(`${FORGOT_PAGE}?enviado`);
}
