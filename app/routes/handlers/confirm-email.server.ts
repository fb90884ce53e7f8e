import { data } from "react-router";
import { assertSameOrigin } from "~/routes/handlers/admin-access.server";
import type { LinkProblem } from "~/routes/handlers/link-password.server";
import { db } from "~/server/db/index.server";
import { confirmEmailChange } from "~/server/team/email-change.server";
import { memberById } from "~/server/team/members.server";
import { findToken } from "~/server/team/tokens.server";

/**
 * The page of a new e-mail's link (ADR 0048): who asked and for which address; a post makes
 * it the member's. A GET changes nothing, so a mail scanner that opens links confirms nothing.
 */
const problemStatus = (problem: LinkProblem) => (problem === "unknown" ? 404 : 410);

type Opened =
  | { problem: LinkProblem }
  | {
      problem?: undefined;
      token: { id: string; adminId: number; email: string | null };
      member: NonNullable<Awaited<ReturnType<typeof memberById>>>;
      email: string;
    };

async function openLink(token: string): Promise<Opened> {
  const found = await findToken(db(), token, "email");
  const member = found.row && (await memberById(db(), found.row.adminId));
  if (found.state !== "valid" || !found.row?.email || !member) {
    const problem: LinkProblem = found.state === "valid" ? "unknown" : found.state;
    return { problem };
  }
  return { token: found.row, member, email: found.row.email };
}

/** The page: who asked for which address; a link used for the address in effect says so. */
export async function loadEmailLink(token: string) {
  const opened = await openLink(token);
  if (opened.problem) {
    const found = await findToken(db(), token, "email");
    const member = found.row && (await memberById(db(), found.row.adminId));
    // The page as it comes back after its own post (and on a later visit): done, not an error.
    if (found.state === "used" && found.row?.email && member?.email === found.row.email) {
      return { problem: undefined, person: undefined, confirmed: found.row.email };
    }
    return data(
      { problem: opened.problem, person: undefined, confirmed: undefined },
      { status: problemStatus(opened.problem) },
    );
  }
  const { member, email } = opened;
  return {
    problem: undefined,
    person: { name: member.name || member.email || member.username, email },
    confirmed: undefined,
  };
}

export async function confirmEmailLink(request: Request, token: string) {
  assertSameOrigin(request);
  const opened = await openLink(token);
  if (opened.problem) {
    return data({ problem: opened.problem }, { status: problemStatus(opened.problem) });
  }
  const result = await confirmEmailChange(opened.token);
  if (result === "gone") return data({ problem: "used" as const }, { status: 410 });
  if (result === "taken") return data({ taken: true as const }, { status: 409 });
  return { confirmed: opened.email };
}
