import { data } from "react-router";
import { AccessLinkNotice } from "~/components/admin/AccessLinkNotice";
import { InviteForm } from "~/components/admin/InviteForm";
import { TeamTable } from "~/components/admin/TeamTable";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/dates";
import { roleLabels, roles } from "~/lib/team";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { db } from "~/server/db/index.server";
import { mailConfigured } from "~/server/team/index.server";
import { listMembers } from "~/server/team/members.server";
import { teamCopy } from "~content/team";
import type { Route } from "./+types/team";
import { handleTeamAction } from "./team.server";
import { takeShownLink } from "./team-link.server";

const copy = teamCopy.list;

export const meta = () => adminMeta(copy.heading);

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const members = await listMembers(db());
  const admins = members.filter((member) => member.role === "admin").length;
  const { shown, setCookie } = await takeShownLink(request);
  const payload = {
    mailOn: mailConfigured(),
    shown,
    members: members.map((member) => ({
      id: member.id,
      name: member.name || member.username,
      email: member.email,
      role: member.role,
      // 'dd/mm/aaaa hh:mm' in São Paulo.
      lastSeen: member.lastSeenAt ? formatDateTime(member.lastSeenAt).replace(",", "") : null,
      self: member.id === admin.id,
      lastAdmin: member.role === "admin" && admins === 1,
    })),
  };
  return setCookie ? data(payload, { headers: { "Set-Cookie": setCookie } }) : payload;
}

export async function action({ request }: Route.ActionArgs) {
  return handleTeamAction(request);
}

/** /admin/equipe: who uses the admin, their roles, invitations and removal. */
export default function AdminTeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, mailOn, shown } = loaderData;
  return (
    <AdminPage title={copy.heading}>
      <p className="text-slate-600">{copy.intro}</p>
      {mailOn ? null : (
        <p className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {teamCopy.invite.mailOff}
        </p>
      )}
      {shown ? <AccessLinkNotice shown={shown} /> : null}
      <TeamTable members={members} />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <InviteForm reply={actionData} />
        <section aria-labelledby="papeis" className="text-sm text-slate-700">
          <h2 id="papeis" className="text-lg font-bold text-ink">
            {copy.rolesHeading}
          </h2>
          <dl className="mt-3 space-y-2">
            {roles.map((role) => (
              <div key={role}>
                <dt className="inline font-semibold text-ink">{roleLabels[role]}: </dt>
                <dd className="inline">{copy.roles[role]}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </AdminPage>
  );
}
