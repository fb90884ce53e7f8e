import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { LandingEditor } from "~/components/admin/LandingEditor";
import { RevisionList } from "~/components/admin/RevisionList";
import { deleteLinkClass } from "~/components/admin/RowActions";
import { SiteAdminError } from "~/components/admin/SiteEntryForm";
import { secondaryButton } from "~/components/admin/styles";
import { AdminPage } from "~/components/layout/AdminPage";
import { landingPagesType } from "~/lib/admin-content-types";
import { pageTitle } from "~/lib/seo";
import { landingCopy, landingScreensCopy } from "~content/admin-landing";
import type { Route } from "./+types/landing-page";
import { loadLandingEditor, saveLandingEditor } from "./landing-editor.server";

const copy = landingScreensCopy;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadLandingEditor(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) =>
  saveLandingEditor(request, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.id === undefined ? landingCopy.new : copy.editTitle) },
  { name: "robots", content: "noindex, nofollow" },
];

/** 'Nova página' and 'Editar página' (ADR 0045). */
export default function LandingPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { id, slug } = loaderData;
  const remove = useDeleteDialog(landingPagesType);
  return (
    <AdminPage title={id === undefined ? landingCopy.new : copy.editTitle}>
      {loaderData.restored ? (
        <p
          role="status"
          className="mb-6 max-w-3xl rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-900"
        >
          {landingCopy.restored}
        </p>
      ) : null}
      {id !== undefined && slug ? (
        <div className="mb-6 flex max-w-3xl flex-wrap items-center gap-3 text-sm text-slate-600">
          <a
            href={`/${slug}`}
            target="_blank"
            rel="noopener"
            aria-label={copy.previewLabel(slug)}
            className={secondaryButton}
          >
            {copy.preview}
          </a>
          <span className="min-w-0 flex-1 basis-48">{copy.previewHint}</span>
          {remove.link(
            { id, title: loaderData.values.title ?? slug },
            copy.remove,
            deleteLinkClass,
            copy.remove,
          )}
        </div>
      ) : null}
      <LandingEditor
        formKey={`${id ?? "nova"}-${loaderData.version}-${loaderData.restored ?? ""}`}
        initial={loaderData.values}
        creating={id === undefined}
        reply={actionData}
        choices={loaderData.choices}
      />
      {id === undefined ? null : (
        <RevisionList revisions={loaderData.revisions} copy={copy.revisions} />
      )}
      {remove.dialog}
    </AdminPage>
  );
}

export const ErrorBoundary = SiteAdminError;
