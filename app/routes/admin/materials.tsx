import { useState } from "react";
import { Link } from "react-router";
import {
  AdminDialog,
  closeDialog,
  DialogLink,
  useCloseWhenDone,
} from "~/components/admin/AdminDialog";
import { DeleteMaterialForm } from "~/components/admin/DeleteMaterialForm";
import { alertClass, primaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { formatFileSize } from "~/lib/material-file";
import { materialHref } from "~/lib/materials";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { libraryMaterials } from "~/server/materials/library.server";
import { adminMaterialsCopy } from "~content/admin-materials";
import { materialCategories } from "~content/materials";
import type { Route } from "./+types/materials";

const copy = adminMaterialsCopy.list;
const DELETE_DIALOG = "excluir-material";

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

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(copy.heading) },
  { name: "robots", content: "noindex, nofollow" },
];

type Item = Route.ComponentProps["loaderData"]["materials"][number];

const actionLink =
  "inline-flex min-h-11 items-center px-2 font-medium underline-offset-2 hover:underline";

/** 'Ver', 'Editar' and 'Excluir' of one material: the same in the table and in the cards. */
function Actions({ item, onDelete }: { item: Item; onDelete: () => void }) {
  return (
    <div className="flex flex-nowrap">
      <a
        href={materialHref(item.slug)}
        target="_blank"
        rel="noopener"
        aria-label={`${copy.view} “${item.title}” (abre em nova aba)`}
        className={`${actionLink} text-brand-700`}
      >
        {copy.view}
      </a>
      <Link
        to={`/admin/materiais/editar/${item.id}`}
        aria-label={`${copy.edit} “${item.title}”`}
        className={`${actionLink} text-brand-700`}
      >
        {copy.edit}
      </Link>
      <DialogLink
        dialogId={DELETE_DIALOG}
        href={`/admin/materiais/excluir/${item.id}`}
        onOpen={onDelete}
        label={`${copy.delete} “${item.title}”`}
        className={`${actionLink} text-red-700`}
      >
        {copy.delete}
      </DialogLink>
    </div>
  );
}

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

const downloadsText = (count: number) =>
  `${count.toLocaleString("pt-BR")} ${count === 1 ? "download" : "downloads"}`;

export default function AdminMaterialsPage({ loaderData: { materials } }: Route.ComponentProps) {
  const [toDelete, setToDelete] = useState<Item>();
  useCloseWhenDone("excluir-material", DELETE_DIALOG);
  const columns = copy.columns;
  return (
    <AdminPage title={copy.heading}>
      <Link to="/admin/materiais/novo" className={primaryButton}>
        {copy.newMaterial}
      </Link>
      {materials.length === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink">{copy.empty}</p>
          <p className="mt-1 text-sm text-slate-600">{copy.emptyHint}</p>
        </div>
      ) : (
        <>
          {/* Phones: one card per material. */}
          <ul className="mt-8 space-y-3 md:hidden">
            {materials.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-ink">{item.title}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {item.type} · {item.category}
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  <Content item={item} />
                </p>
                <p className="mt-1 text-sm text-slate-600">{downloadsText(item.downloads)}</p>
                <div className="-ml-2 mt-2">
                  <Actions item={item} onDelete={() => setToDelete(item)} />
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-8 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.heading}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    {columns.title}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {columns.type}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {columns.category}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    {columns.downloads}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {columns.content}
                  </th>
                  <th scope="col" className="px-4 py-3">
                    {columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {materials.map((item) => (
                  <tr key={item.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-4 py-2 font-medium text-ink">
                      {item.title}
                    </th>
                    <td className="px-4 py-2 whitespace-nowrap">{item.type}</td>
                    <td className="px-4 py-2">{item.category}</td>
                    <td className="px-4 py-2 text-right tabular-nums">
                      {item.downloads.toLocaleString("pt-BR")}
                    </td>
                    <td className="max-w-64 px-4 py-2 text-slate-600">
                      <Content item={item} />
                    </td>
                    <td className="px-2 py-1">
                      <Actions item={item} onDelete={() => setToDelete(item)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <AdminDialog id={DELETE_DIALOG} title={adminMaterialsCopy.remove.title}>
        {toDelete ? (
          <DeleteMaterialForm
            key={toDelete.id}
            id={toDelete.id}
            materialTitle={toDelete.title}
            onCancel={() => closeDialog(DELETE_DIALOG)}
          />
        ) : null}
      </AdminDialog>
    </AdminPage>
  );
}

export function ErrorBoundary() {
  return (
    <AdminPage title={copy.heading}>
      <p role="alert" className={alertClass}>
        {copy.loadError}
      </p>
    </AdminPage>
  );
}
