import { Link } from "react-router";
import { WorkStatusBadge } from "~/components/admin/WorkStatusBadge";
import { AdminPage } from "~/components/layout/AdminPage";
import { leadsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { formatDayTime } from "~/lib/dates";
import { privatePageHeaders } from "~/lib/http";
import { memberName, personPath } from "~/lib/lead-work";
import { leadFormId, leadTypeLabel } from "~/lib/leads";
import { scoreLabel, scoreLongLabel } from "~/lib/score";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { companyActivity, companyPeople } from "~/server/people/person.server";
import { adminPeopleCopy } from "~content/admin-people";
import type { Route } from "./+types/company";

const copy = adminPeopleCopy.company;
const listCopy = adminPeopleCopy.list;

/** A company's key: a domain, or `nome:` and the company typed (ADR 0058). */
const KEY_MAX = 210;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const key = params.key.slice(0, KEY_MAX + 1);
  if (!key || key.length > KEY_MAX) throw await redirectNotFound(leadsType);
  const [members, activity] = await Promise.all([companyPeople(key), companyActivity(key)]);
  if (members.length === 0) throw await redirectNotFound(leadsType);
  const byName = key.startsWith("nome:");
  const named = members.find((person) => person.company)?.company;
  return {
    title: named || key.replace(/^nome:/, ""),
    intro: byName ? copy.personal : copy.domain(key),
    people: members.map((person) => ({
      id: person.id,
      name: person.name || person.email || listCopy.open,
      email: person.email ?? "",
      workStatus: person.workStatus,
      grade: scoreLabel(person.fitGrade, person.interestGrade),
      gradeLong: scoreLongLabel(person.fitGrade, person.interestGrade),
      owner:
        person.owner === null
          ? null
          : memberName({ username: person.owner, name: person.ownerName }),
      last: `${leadTypeLabel(person.lastForm, "")} · ${formatDayTime(person.lastActivityAt)}`,
      submissions: listCopy.submissionsCount(person.submissions),
    })),
    activity: activity.map((row) => ({
      id: row.id,
      personId: row.personId,
      text: copy.sent(
        row.name || row.email || listCopy.open,
        leadTypeLabel(row.formType, leadFormId(row.formType, row.payload)),
      ),
      at: formatDayTime(row.createdAt),
      iso: row.createdAt.toISOString(),
    })),
  };
}

export const headers = privatePageHeaders;

export const meta = () => adminMeta(copy.title);

export default function AdminCompanyPage({ loaderData }: Route.ComponentProps) {
  const { title, intro, people, activity } = loaderData;
  return (
    <AdminPage title={title}>
      <Link to="/admin/leads" className="text-sm font-medium text-brand-700 underline">
        {adminPeopleCopy.person.back}
      </Link>
      <p className="mt-3 text-slate-700 [overflow-wrap:anywhere]">{intro}</p>

      <section aria-labelledby="empresa-pessoas" className="mt-8">
        <h2 id="empresa-pessoas" className="text-xl font-semibold text-ink">
          {`${copy.people} (${people.length})`}
        </h2>
        <ul className="mt-3 grid max-w-4xl gap-3 sm:grid-cols-2">
          {people.map((person) => (
            <li key={person.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex items-start justify-between gap-3">
                <Link
                  to={personPath(person.id)}
                  className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
                >
                  {person.name}
                </Link>
                <abbr
                  title={person.gradeLong}
                  className="rounded-md bg-slate-900 px-2 py-0.5 text-sm font-bold text-white"
                >
                  {person.grade}
                </abbr>
              </p>
              <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{person.email}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <WorkStatusBadge status={person.workStatus} />
                <span>{person.owner ?? "—"}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">{`${person.last} · ${person.submissions}`}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="empresa-atividade" className="mt-10">
        <h2 id="empresa-atividade" className="text-xl font-semibold text-ink">
          {copy.activity}
        </h2>
        {activity.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{copy.activityEmpty}</p>
        ) : (
          <ol className="mt-3 max-w-3xl divide-y divide-slate-200 border-y border-slate-200">
            {activity.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
                <time dateTime={entry.iso} className="text-sm font-medium text-slate-600">
                  {entry.at}
                </time>
                <Link to={personPath(entry.personId)} className="text-brand-700 underline">
                  {entry.text}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </AdminPage>
  );
}
