import { Link } from "react-router";
import { LeadFilters } from "~/components/admin/LeadFilters";
import { LeadStatusBadge } from "~/components/admin/LeadStatusBadge";
import { EmptyList, type ListColumn, ListTable } from "~/components/admin/ListTable";
import { PeopleTable, type PersonRowView } from "~/components/admin/PeopleTable";
import { WorkStatusBadge } from "~/components/admin/WorkStatusBadge";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/dates";
import { privatePageHeaders } from "~/lib/http";
import {
  filterFromQuery,
  isFiltered,
  type LeadFilter,
  leadsHref,
  listsSubmissions,
} from "~/lib/lead-filter";
import { companyPath, memberName, personPath } from "~/lib/lead-work";
import { leadTypeLabel, suspicionLabel } from "~/lib/leads";
import { plural } from "~/lib/plural";
import { scoreLabel, scoreLongLabel } from "~/lib/score";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { materialLink } from "~/routes/handlers/lead-view.server";
import { teamMembers } from "~/server/auth/admins.server";
import { landingPageNames } from "~/server/landing/pages.server";
import { listLeads, suspectedLeadCount } from "~/server/leads/inbox.server";
import { SUSPECT_RETENTION_DAYS } from "~/server/leads/personal-data.server";
import { materialAliases, materialNames } from "~/server/materials/names.server";
import { listPeople } from "~/server/people/inbox.server";
import { adminLeadsCopy } from "~content/admin-leads";
import { adminPeopleCopy } from "~content/admin-people";
import type { Route } from "./+types/leads";

const columnsCopy = adminLeadsCopy.columns;
const peopleCopy = adminPeopleCopy;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const filter = filterFromQuery(params);
  const [names, members, landings] = await Promise.all([
    materialNames(),
    teamMembers(),
    landingPageNames(),
  ]);
  const aliases = filter.material ? materialAliases(names, filter.material) : [];
  const asked = Number(params.get("pagina") ?? 1);
  const bySubmission = listsSubmissions(filter);
  const found = bySubmission
    ? { ...(await listLeads(filter, asked, aliases)), people: [] }
    : { ...(await listPeople(filter, asked, aliases)), leads: [] };
  const { leads: submissions, people, ...result } = found;
  return {
    ...result,
    bySubmission,
    filter,
    choices: {
      // Filtering by a former owner (an Editor now) still finds their leads.
      owners: members.map((member) => ({ value: String(member.id), label: memberName(member) })),
      // One choice per library material (a sample's old id is its alias, not a choice).
      materials: [...names]
        .filter(([id, name]) => id === `material-${name.libraryId}`)
        .map(([id, name]) => ({ value: id, label: name.title })),
      // A page deleted since keeps its leads: its address stays a choice while it is filtered.
      landings: [
        ...landings.map((page) => ({ value: page.slug, label: `/${page.slug} — ${page.title}` })),
        ...(filter.landing && !landings.some((page) => page.slug === filter.landing)
          ? [{ value: filter.landing, label: `/${filter.landing}` }]
          : []),
      ],
    },
    suspected: await suspectedLeadCount(),
    suspectRetentionDays: SUSPECT_RETENTION_DAYS,
    people: people.map(
      (person): PersonRowView => ({
        id: person.id,
        href: personPath(person.id),
        name: person.name,
        email: person.email ?? "",
        company: person.company,
        companyHref: person.companyKey ? companyPath(person.companyKey) : null,
        personalEmail: person.personalEmail,
        last: leadTypeLabel(person.lastForm, person.lastFormId ?? undefined),
        lastAt: formatDateTime(person.lastActivityAt),
        lastIso: person.lastActivityAt.toISOString(),
        submissions: peopleCopy.list.submissionsCount(person.submissions),
        grade: scoreLabel(person.fitGrade, person.interestGrade),
        gradeLong: scoreLongLabel(person.fitGrade, person.interestGrade),
        workStatus: person.workStatus,
        owner:
          person.owner === null
            ? null
            : memberName({ username: person.owner, name: person.ownerName }),
      }),
    ),
    leads: submissions.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      role: lead.role,
      form: leadTypeLabel(lead.formType, lead.formId),
      material: lead.materialId ? materialLink(names, lead.materialId) : null,
      status: lead.status,
      suspicion: lead.suspicion,
      attempts: lead.attempts,
      workStatus: lead.workStatus,
      owner:
        lead.owner === null ? null : memberName({ username: lead.owner, name: lead.ownerName }),
      createdAt: lead.createdAt.toISOString(),
      // Formatted here so that server and browser never disagree on the text.
      createdAtText: formatDateTime(lead.createdAt),
    })),
  };
}

export const headers = privatePageHeaders;

export const meta = () => adminMeta("Leads");

type Item = Route.ComponentProps["loaderData"]["leads"][number];

/** A value cut to one line, whole on hover; an empty one is a dash. */
const Truncated = ({ value, width }: { value: string; width: string }) => (
  <span className={`block ${width} truncate`} title={value || undefined}>
    {value || "—"}
  </span>
);

function leadColumns(): ListColumn<Item>[] {
  return [
    {
      header: columnsCopy.name,
      cell: (lead) => (
        <>
          <Truncated value={lead.name} width="max-w-40" />
          {lead.email ? (
            <span
              className="block max-w-40 truncate text-xs font-normal text-slate-600"
              title={lead.email}
            >
              {lead.email}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: columnsCopy.form,
      cell: (lead) => (
        <>
          {lead.form}
          {lead.material ? (
            <span className="block max-w-36 truncate text-xs" title={lead.material.title}>
              {lead.material.href ? (
                <Link to={lead.material.href} className="text-brand-700 underline">
                  {lead.material.title}
                </Link>
              ) : (
                lead.material.title
              )}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: columnsCopy.workStatus,
      cell: (lead) => <WorkStatusBadge status={lead.workStatus} />,
    },
    {
      header: columnsCopy.owner,
      cell: (lead) => <Truncated value={lead.owner ?? ""} width="max-w-32" />,
    },
    {
      header: columnsCopy.date,
      cell: (lead) => <time dateTime={lead.createdAt}>{lead.createdAtText}</time>,
      className: "whitespace-nowrap",
    },
    {
      header: columnsCopy.company,
      cell: (lead) => (
        <>
          <Truncated value={lead.company} width="max-w-40" />
          {lead.role ? (
            <span className="block max-w-40 truncate text-xs text-slate-600" title={lead.role}>
              {lead.role}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: columnsCopy.delivery,
      cell: (lead) => (
        <>
          <LeadStatusBadge status={lead.status} />
          {/* Attempts matter once a delivery failed; a suspect is never sent. */}
          {lead.attempts > 0 && lead.status !== "delivered" ? (
            <span className="mt-1 block text-xs whitespace-nowrap text-slate-700">
              {plural(lead.attempts, "tentativa", "tentativas")}
            </span>
          ) : null}
          {lead.status === "suspected" ? (
            <span className="mt-1 block text-xs text-slate-700">
              {suspicionLabel(lead.suspicion)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      header: columnsCopy.actions,
      hiddenHeader: true,
      actions: true,
      cell: (lead) => (
        <Link
          to={`/admin/leads/${lead.id}`}
          className="inline-flex min-h-11 items-center px-2 font-medium whitespace-nowrap text-brand-700 underline"
        >
          Detalhes
          <span className="sr-only"> de {lead.name || lead.email || "lead sem nome"}</span>
        </Link>
      ),
    },
  ];
}

/** Between the inbox's two lists: people, or every submission, with the same filter. */
function ViewSwitch({ filter, bySubmission }: { filter: LeadFilter; bySubmission: boolean }) {
  const { view: _view, status: _status, ...rest } = filter;
  const to = bySubmission ? leadsHref(rest) : leadsHref({ ...filter, view: "envio" });
  return (
    <Link to={to} className="text-sm font-medium text-brand-700 underline">
      {bySubmission ? peopleCopy.list.people : peopleCopy.list.submissions}
    </Link>
  );
}

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  const {
    filter,
    choices,
    total,
    page,
    pageCount,
    leads,
    people,
    bySubmission,
    suspected,
    suspectRetentionDays,
  } = loaderData;
  const filtered = isFiltered(filter);
  const suspects = filter.status === "suspected";
  return (
    <AdminPage title="Leads">
      {suspects ? (
        <>
          <p className="-mt-2 text-slate-600">
            {`${total === 1 ? "1 envio suspeito" : `${total} envios suspeitos`}${filter.formType ? " neste filtro" : ""}`}
          </p>
          <p className="mt-2 max-w-3xl text-sm text-slate-700">
            {`Envios que os filtros de spam seguraram: não foram entregues e não contam como leads. Abra um para ver o motivo e liberá-lo ou excluí-lo; os que ninguém liberar são excluídos após ${suspectRetentionDays} dias.`}
          </p>
        </>
      ) : (
        <div className="-mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-slate-600">
            {bySubmission
              ? `${total === 1 ? "1 lead" : `${total} leads`}${filtered ? " neste filtro" : ""}`
              : peopleCopy.list.count(total, filtered)}
          </p>
          <ViewSwitch filter={filter} bySubmission={bySubmission} />
          <Link
            to="/admin/leads/pontuacao"
            className="text-sm font-medium text-brand-700 underline"
          >
            {peopleCopy.list.scoring}
          </Link>
          <Link
            to="/admin/leads/distribuicao"
            className="text-sm font-medium text-brand-700 underline"
          >
            {peopleCopy.list.routing}
          </Link>
          {/* Held out of every list and count above; without this link nobody would look. */}
          {suspected > 0 ? (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
              <Link
                to="/admin/leads?status=suspected"
                className="rounded-full bg-violet-50 px-3 py-1 font-medium text-violet-900 underline ring-1 ring-violet-200 ring-inset"
              >
                {`Suspeitos (${suspected})`}
              </Link>
              <span>retidos pelos filtros de spam, fora desta lista</span>
            </p>
          ) : null}
        </div>
      )}

      <LeadFilters filter={filter} choices={choices} />

      {bySubmission ? (
        leads.length === 0 ? (
          <EmptyList title={suspects ? "Nenhum envio suspeito" : "Nenhum lead encontrado"} />
        ) : (
          <ListTable
            caption={`${suspects ? "Envios suspeitos" : "Leads recebidos"}, do mais novo ao mais antigo (página ${page} de ${pageCount})`}
            columns={leadColumns()}
            items={leads}
            rowHeader={0}
            rowClassName={(lead) => (lead.status === "failed" ? "bg-red-50/60" : "")}
            minWidth="min-w-[56rem]"
            cards
          />
        )
      ) : people.length === 0 ? (
        <EmptyList title={peopleCopy.list.empty} />
      ) : (
        <PeopleTable
          people={people}
          caption={peopleCopy.list.caption(page, pageCount, filter.order === "nota")}
        />
      )}

      {pageCount > 1 ? (
        <nav
          aria-label={bySubmission ? "Páginas de leads" : "Páginas de pessoas"}
          className="mt-6 flex flex-wrap items-center gap-6 text-sm"
        >
          {page > 1 ? (
            <Link to={leadsHref(filter, page - 1)} className="font-medium text-brand-700 underline">
              Anteriores
            </Link>
          ) : null}
          <span className="text-slate-600">{`Página ${page} de ${pageCount}`}</span>
          {page < pageCount ? (
            <Link to={leadsHref(filter, page + 1)} className="font-medium text-brand-700 underline">
              Próximos
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  );
}
