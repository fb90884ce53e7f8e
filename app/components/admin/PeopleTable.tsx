import { Link } from "react-router";
import { adminPeopleCopy } from "~content/admin-people";
import { type ListColumn, ListTable } from "./ListTable";
import { WorkStatusBadge } from "./WorkStatusBadge";

const copy = adminPeopleCopy.list;

export interface PersonRowView {
  id: string;
  href: string;
  name: string;
  email: string;
  company: string;
  companyHref: string | null;
  personalEmail: boolean;
  last: string;
  lastAt: string;
  lastIso: string;
  submissions: string;
  grade: string;
  gradeLong: string;
  workStatus: string;
  owner: string | null;
}

const columns: ListColumn<PersonRowView>[] = [
  {
    header: copy.columns.person,
    cell: (person) => (
      <>
        <span className="block max-w-40 truncate" title={person.name}>
          {person.name || "—"}
        </span>
        {person.email ? (
          <span
            className="block max-w-40 truncate text-xs font-normal text-slate-600"
            title={person.email}
          >
            {person.email}
          </span>
        ) : null}
      </>
    ),
  },
  {
    header: copy.columns.grade,
    cell: (person) => (
      <abbr
        title={person.gradeLong}
        className="inline-block rounded-md bg-slate-900 px-2 py-0.5 text-sm font-bold text-white"
      >
        {person.grade}
      </abbr>
    ),
  },
  {
    header: copy.columns.company,
    cell: (person) => (
      <>
        {person.companyHref ? (
          <Link
            to={person.companyHref}
            className="block max-w-40 truncate text-brand-700 underline"
          >
            {person.company || "—"}
          </Link>
        ) : (
          <span className="block max-w-40 truncate">{person.company || "—"}</span>
        )}
        {person.personalEmail ? (
          <span className="block text-xs text-slate-600">{copy.personal}</span>
        ) : null}
      </>
    ),
  },
  {
    header: copy.columns.last,
    cell: (person) => (
      <>
        <span className="block max-w-40 truncate" title={person.last}>
          {person.last}
        </span>
        <span className="block text-xs whitespace-nowrap text-slate-600">
          <time dateTime={person.lastIso}>{person.lastAt}</time>
          {` · ${person.submissions}`}
        </span>
      </>
    ),
  },
  {
    header: copy.columns.status,
    cell: (person) => <WorkStatusBadge status={person.workStatus} />,
  },
  {
    header: copy.columns.owner,
    cell: (person) => (
      <span className="block max-w-32 truncate" title={person.owner ?? undefined}>
        {person.owner ?? "—"}
      </span>
    ),
  },
  {
    header: copy.columns.actions,
    hiddenHeader: true,
    actions: true,
    cell: (person) => (
      <Link
        to={person.href}
        className="inline-flex min-h-11 items-center px-2 font-medium whitespace-nowrap text-brand-700 underline"
      >
        {copy.open}
        <span className="sr-only"> {person.name || person.email}</span>
      </Link>
    ),
  },
];

/** The inbox's people: who, their grade, company, last action, status and owner. */
export function PeopleTable({ people, caption }: { people: PersonRowView[]; caption: string }) {
  return (
    <ListTable
      caption={caption}
      columns={columns}
      items={people}
      rowHeader={0}
      minWidth="min-w-[56rem]"
      cards
    />
  );
}
