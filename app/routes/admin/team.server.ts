import { parseFormData } from "@rvf/react-router";
import { teamType } from "~/lib/admin-content-types";
import {
  emptyInvite,
  INVITE_FORM_ID,
  type InviteReply,
  inviteSchema,
  TEAM_LIMITS,
} from "~/lib/forms/team-schema";
import { roleLabels, roles } from "~/lib/team";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import {
  parseId,
  redirectNotFound,
  refusalOf,
  typedValues,
} from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { db } from "~/server/db/index.server";
import { type IssuedLink, inviteMember, newAccessLink } from "~/server/team/index.server";
import { changeRole, memberById } from "~/server/team/members.server";
import { teamCopy } from "~content/team";
import { showLinkOnce } from "./team-link.server";

const copy = teamCopy;

/** Back to the team page; a link that was not e-mailed goes with it, to be shown once. */
async function backWithLink(name: string, email: string, issued: IssuedLink, title: string) {
  if (issued.emailed) {
    return redirectWithToast(teamType.list, {
      title: copy.invite.linkSent(email),
      description: issued.purpose === "invite" ? copy.invite.sentHint : undefined,
      variant: "success",
    });
  }
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await showLinkOnce({ name, link: issued.link, purpose: issued.purpose }),
  );
  return redirectWithToast(teamType.list, { title, variant: "success" }, { headers });
}

/** 'Enviar convite': refused, the form comes back as typed with a message. */
async function invite(form: FormData) {
  const values = typedValues(form, emptyInvite, TEAM_LIMITS);
  const refuse = refusalOf<InviteReply>(INVITE_FORM_ID, values);
  const parsed = await parseFormData(form, inviteSchema);
  if (parsed.error) return refuse(400, parsed.error.fieldErrors, copy.invite.invalid);
  const issued = await inviteMember(parsed.data);
  if (issued === "taken") return refuse(409, { email: copy.invite.taken }, copy.invite.taken);
  const email = parsed.data.email.toLowerCase();
  return backWithLink(parsed.data.name, email, issued, copy.invite.created(parsed.data.name));
}

/** A row's 'Alterar': the new role, unless it leaves the team without an administrator. */
async function role(form: FormData) {
  const id = parseId(String(form.get("id") ?? ""));
  const wanted = String(form.get("role") ?? "").slice(0, TEAM_LIMITS.role);
  const member = id ? await memberById(db(), id) : undefined;
  if (!id || !member) return redirectNotFound(teamType);
  const next = roles.find((r) => r === wanted);
  if (!next)
    return redirectWithToast(teamType.list, { title: copy.invite.roleInvalid, variant: "error" });
  const result = await changeRole(db(), id, next);
  if (result === "not-found") return redirectNotFound(teamType);
  if (result === "last-admin") {
    return redirectWithToast(teamType.list, { title: copy.list.lastAdmin, variant: "error" });
  }
  const name = member.name || member.email || member.username;
  return redirectWithToast(teamType.list, {
    title: copy.list.roleChanged(name, roleLabels[next]),
    variant: "success",
  });
}

/** 'Novo link': a new invitation, or a new-password link for one who signed in before. */
async function accessLink(form: FormData) {
  const id = parseId(String(form.get("id") ?? ""));
  const issued = id ? await newAccessLink(id) : undefined;
  if (!issued) return redirectNotFound(teamType);
  return backWithLink(issued.name, issued.email, issued, copy.invite.created(issued.name));
}

export async function handleTeamAction(request: Request) {
  await requireAdminAction(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "role") return role(form);
  if (intent === "link") return accessLink(form);
  return invite(form);
}
