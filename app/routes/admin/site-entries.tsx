import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ListPage } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import { PublicationBadge } from "~/components/admin/PublicationBadge";
import { actionsColumn, ViewLink } from "~/components/admin/RowActions";
import { SiteAdminError } from "~/components/admin/SiteEntryForm";
import { siteTypes } from "~/lib/admin-content-types";
import { formatDateTime } from "~/lib/dates";
import { pageTitle } from "~/lib/seo";
import { collections } from "~/lib/site-content/kinds";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { listEntries } from "~/server/site/entries.server";
import { siteContentCopy } from "~content/admin-site-content";
import type { Route } from "./+types/site-entries";
import { collectionOf } from "./site-entry-editor.server";

const copy = siteContentCopy.list;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const spec = collectionOf(request);
  const rows = await listEntries(spec.kind);
  return {
    kind: spec.kind,
    items: rows.map((row) => ({
      id: row.id,
      title: spec.titleOf(row.data) || "—",
      slug: row.slug,
      href: row.slug && spec.page ? spec.page(row.slug, row.data) : undefined,
      status: row.status === "published" ? ("published" as const) : ("draft" as const),
      position: row.position,
      updatedAt: row.updatedAt,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? collections[loaderData.kind].words.plural : "Site") },
  { name: "robots", content: "noindex, nofollow" },
];

type Item = Route.ComponentProps["loaderData"]["items"][number];

/** /admin/cases, /admin/servicos, /admin/depoimentos, /admin/faq, /admin/logos: one list each. */
export default function SiteEntriesPage({ loaderData: { kind, items } }: Route.ComponentProps) {
  const spec = collections[kind];
  const type = siteTypes[spec.segment as keyof typeof siteTypes];
  const remove = useDeleteDialog(type);
  const words = spec.words;
  const columns: ListColumn<Item>[] = [
    {
      header: words.column,
      cell: (item) => <span className="break-words">{item.title}</span>,
    },
    ...(spec.page ? [{ header: copy.columns.slug, cell: (item: Item) => item.slug ?? "—" }] : []),
    { header: copy.columns.status, cell: (item) => <PublicationBadge state={item.status} /> },
    { header: copy.columns.position, cell: (item) => item.position },
    { header: copy.columns.updated, cell: (item) => formatDateTime(item.updatedAt) },
    actionsColumn(copy, remove.link, (item) => ({
      name: item.title,
      edit: `/admin/${spec.segment}/editar/${item.id}`,
      target: { id: item.id, title: item.title },
      between:
        item.href && item.status === "published" ? (
          <ViewLink href={item.href} label={`${copy.view}: ${item.title}`}>
            {copy.view}
          </ViewLink>
        ) : null,
    })),
  ];
  return (
    <ListPage
      title={words.plural}
      intro={words.intro}
      create={{ to: `/admin/${spec.segment}/novo`, label: words.new }}
      items={items}
      columns={columns}
      empty={{ title: words.empty }}
      dialog={remove.dialog}
    />
  );
}

export const ErrorBoundary = SiteAdminError;
