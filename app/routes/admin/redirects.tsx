import { Link } from "react-router";
import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ListPage, ListSection } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import {
  actionLinkClass,
  deleteLinkClass,
  EditLink,
  RowActions,
} from "~/components/admin/RowActions";
import { redirectsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime } from "~/lib/dates";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { listNotFound } from "~/server/redirects/not-found-log.server";
import { listRedirects } from "~/server/redirects/redirects.server";
import { listSlugChanges } from "~/server/redirects/slug-changes.server";
import { adminRedirectsCopy } from "~content/admin-redirects";
import type { Route } from "./+types/redirects";

const copy = adminRedirectsCopy.list;
const missingCopy = adminRedirectsCopy.notFound;
const changesCopy = adminRedirectsCopy.slugChanges;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [redirects, missing, changes] = await Promise.all([
    listRedirects(),
    listNotFound(),
    listSlugChanges(),
  ]);
  return {
    redirects: redirects.map((row) => ({
      ...row,
      updatedAt: formatDateTime(row.updatedAt),
      by: row.by || row.byUsername || "",
    })),
    missing: missing.map((row) => ({
      id: row.path,
      path: row.path,
      hits: row.hits,
      lastSeen: formatDateTime(row.lastSeen),
      referrer: row.referrer ?? "",
      redirected: Boolean(row.redirected),
    })),
    changes: changes.map((row) => ({
      id: `${row.source}:${row.from}`,
      source: row.source,
      from: row.from,
      to: row.to,
      since: formatDateTime(row.since),
    })),
  };
}

export const meta = () => adminMeta(copy.heading);

type Data = Route.ComponentProps["loaderData"];
type RedirectItem = Data["redirects"][number];
type MissingItem = Data["missing"][number];
type ChangeItem = Data["changes"][number];

const pathClass = "font-mono text-[13px] [overflow-wrap:anywhere]";

/** The link that opens the form with 'De' filled: a plain link, no JavaScript needed. */
const createHref = (path: string) => `/admin/redirecionamentos/novo?de=${encodeURIComponent(path)}`;

/**
 * /admin/redirecionamentos (ADR 0044): the redirects the admin writes, the addresses that
 * answered 404 in the last 30 days, and the old addresses posts and materials keep by themselves.
 */
export default function AdminRedirectsPage({
  loaderData: { redirects, missing, changes },
}: Route.ComponentProps) {
  const remove = useDeleteDialog(redirectsType);
  const redirectColumns: ListColumn<RedirectItem>[] = [
    { header: copy.columns.from, cell: (item) => <span className={pathClass}>{item.from}</span> },
    { header: copy.columns.to, cell: (item) => <span className={pathClass}>{item.to}</span> },
    {
      header: copy.columns.status,
      cell: (item) => copy.status[item.status] ?? String(item.status),
      className: "whitespace-nowrap",
    },
    {
      header: copy.columns.updated,
      cell: (item) => (
        <>
          <span className="whitespace-nowrap">{item.updatedAt}</span>
          {item.by ? <span className="block text-slate-500">{copy.by(item.by)}</span> : null}
        </>
      ),
    },
    {
      header: copy.columns.actions,
      actions: true,
      cell: (item) => (
        <RowActions>
          <EditLink
            to={`/admin/redirecionamentos/editar/${item.id}`}
            label={`${copy.edit} ${item.from}`}
          >
            {copy.edit}
          </EditLink>
          {remove.link(
            { id: item.id, title: `${item.from} → ${item.to}` },
            `${copy.delete} ${item.from}`,
            deleteLinkClass,
            copy.delete,
          )}
        </RowActions>
      ),
    },
  ];
  const missingColumns: ListColumn<MissingItem>[] = [
    {
      header: missingCopy.columns.path,
      cell: (item) => <span className={pathClass}>{item.path}</span>,
    },
    {
      header: missingCopy.columns.hits,
      cell: (item) => missingCopy.hits(item.hits),
      className: "whitespace-nowrap",
    },
    {
      header: missingCopy.columns.lastSeen,
      cell: (item) => item.lastSeen,
      className: "whitespace-nowrap",
    },
    {
      header: missingCopy.columns.referrer,
      cell: (item) =>
        item.referrer ? (
          <span className={pathClass}>{item.referrer}</span>
        ) : (
          <span className="text-slate-500">{missingCopy.noReferrer}</span>
        ),
    },
    {
      header: missingCopy.columns.actions,
      actions: true,
      cell: (item) =>
        item.redirected ? (
          <span className="inline-flex min-h-11 items-center text-slate-500">
            {missingCopy.redirected}
          </span>
        ) : (
          <RowActions>
            <Link
              to={createHref(item.path)}
              aria-label={missingCopy.createFor(item.path)}
              className={actionLinkClass}
            >
              {missingCopy.create}
            </Link>
          </RowActions>
        ),
    },
  ];
  const changeColumns: ListColumn<ChangeItem>[] = [
    {
      header: changesCopy.columns.from,
      cell: (item) => <span className={pathClass}>{item.from}</span>,
    },
    {
      header: changesCopy.columns.to,
      cell: (item) => <span className={pathClass}>{item.to}</span>,
    },
    { header: changesCopy.columns.source, cell: (item) => item.source },
    {
      header: changesCopy.columns.since,
      cell: (item) => item.since,
      className: "whitespace-nowrap",
    },
  ];
  return (
    <ListPage
      title={copy.heading}
      lead={
        <>
          <p className="max-w-3xl text-slate-600">{copy.intro}</p>
          <nav
            aria-label={copy.sections}
            className="mt-4 mb-6 flex flex-wrap gap-x-5 gap-y-1 text-sm"
          >
            <a href="#nao-encontrados" className="font-medium text-brand-700 underline">
              {missingCopy.heading}
            </a>
            <a href="#enderecos-alterados" className="font-medium text-brand-700 underline">
              {changesCopy.heading}
            </a>
          </nav>
        </>
      }
      create={{ to: "/admin/redirecionamentos/novo", label: copy.newItem }}
      items={redirects}
      columns={redirectColumns}
      empty={{ title: copy.empty, hint: copy.emptyHint }}
      after={
        <>
          <ListSection
            id="nao-encontrados"
            {...missingCopy}
            items={missing}
            columns={missingColumns}
          />
          <ListSection
            id="enderecos-alterados"
            {...changesCopy}
            items={changes}
            columns={changeColumns}
          />
        </>
      }
      dialog={remove.dialog}
    />
  );
}

export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);
