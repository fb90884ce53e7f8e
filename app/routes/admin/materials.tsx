import { Link } from "react-router";
import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ListPage } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import { actionsColumn } from "~/components/admin/RowActions";
import { materialsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { formatFileSize } from "~/lib/material-file";
import { materialHref } from "~/lib/materials";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { libraryMaterials } from "~/server/materials/library.server";
import { adminMaterialsCopy } from "~content/admin-materials";
import { materialCategories } from "~content/materials";
import type { Route } from "./+types/materials";

const copy = adminMaterialsCopy.list;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await libraryMaterials();
  // What the list shows, never where a file is stored.
  return {
    materials: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      type: row.type,
      category: materialCategories[row.category as keyof typeof materialCategories] ?? row.category,
      downloads: row.downloads,
      // The file's name and size, or 'Link externo'.
      content: row.fileKey
        ? { name: row.fileName ?? "", size: formatFileSize(row.fileSize ?? 0) }
        : { name: row.externalUrl ? copy.externalLink : copy.noContent, size: "" },
    })),
  };
}

export const meta = () => adminMeta(copy.heading);

type Item = Route.ComponentProps["loaderData"]["materials"][number];

/** The file's name and size, or 'Link externo'. */
function Content({ item }: { item: Item }) {
  return (
    <>
      <span className="block break-words">{item.content.name}</span>
      {item.content.size ? (
        <span className="block text-xs text-slate-500">{item.content.size}</span>
      ) : null}
    </>
  );
}

export default function AdminMaterialsPage({ loaderData: { materials } }: Route.ComponentProps) {
  const remove = useDeleteDialog(materialsType);
  const columns: ListColumn<Item>[] = [
    { header: copy.columns.title, cell: (item) => item.title },
    { header: copy.columns.type, cell: (item) => item.type, className: "whitespace-nowrap" },
    { header: copy.columns.category, cell: (item) => item.category },
    {
      header: copy.columns.downloads,
      // Who asked for it: the inbox, filtered by this material.
      cell: (item) => (
        <Link
          to={`/admin/leads?tipo=download&material=material-${item.id}`}
          className="font-medium text-brand-700 underline"
          aria-label={`${item.downloads.toLocaleString("pt-BR")} downloads de “${item.title}”: ver os leads`}
        >
          {item.downloads.toLocaleString("pt-BR")}
        </Link>
      ),
      className: "text-right tabular-nums",
    },
    {
      header: copy.columns.content,
      cell: (item) => <Content item={item} />,
      className: "max-w-64 text-slate-600",
    },
    actionsColumn(copy, remove.link, (item) => ({
      name: `“${item.title}”`,
      view: { href: materialHref(item.slug), label: `${copy.view} “${item.title}”` },
      edit: `/admin/materiais/editar/${item.id}`,
      target: item,
    })),
  ];
  return (
    <ListPage
      title={copy.heading}
      create={{ to: "/admin/materiais/novo", label: copy.newMaterial }}
      items={materials}
      columns={columns}
      empty={{ title: copy.empty, hint: copy.emptyHint }}
      dialog={remove.dialog}
    />
  );
}
export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);
