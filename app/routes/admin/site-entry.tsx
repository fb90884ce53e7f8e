import { RevisionList } from "~/components/admin/RevisionList";
import { SiteAdminError, SiteEntryForm } from "~/components/admin/SiteEntryForm";
import { secondaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import { collections } from "~/lib/site-content/kinds";
import { siteContentCopy } from "~content/admin-site-content";
import type { Route } from "./+types/site-entry";
import { loadEntryEditor, saveEntryEditor } from "./site-entry-editor.server";

const copy = siteContentCopy.editor;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadEntryEditor(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  saveEntryEditor(request, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData
        ? loaderData.id === undefined
          ? collections[loaderData.kind].words.new
          : `Editar ${collections[loaderData.kind].words.singular.toLowerCase()}`
        : "Site",
    ),
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** 'Novo …' and 'Editar …' of cases, services, testimonials, the FAQ and client logos. */
export default function SiteEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  const spec = collections[loaderData.kind];
  const words = spec.words;
  const heading =
    loaderData.id === undefined ? words.new : `Editar ${words.singular.toLowerCase()}`;
  return (
    <AdminPage title={heading}>
      {loaderData.restored ? (
        <p
          role="status"
          className="mb-6 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-900"
        >
          {words.restored}
        </p>
      ) : null}
      {loaderData.previewHref ? (
        <p className="mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <a
            href={loaderData.previewHref}
            target="_blank"
            rel="noopener"
            className={secondaryButton}
          >
            {copy.preview}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          {copy.previewHint}
        </p>
      ) : null}
      <SiteEntryForm
        formKey={`${loaderData.id ?? "novo"}-${loaderData.restored}-${actionData ? "r" : ""}`}
        fields={spec.fields}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        message={actionData?.message}
        list={`/admin/${spec.segment}`}
        entry={{ hasPage: loaderData.hasPage }}
      />
      {loaderData.id === undefined ? null : (
        <RevisionList revisions={loaderData.revisions} copy={siteContentCopy.revisions} />
      )}
    </AdminPage>
  );
}

export const ErrorBoundary = SiteAdminError;
