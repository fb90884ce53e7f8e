import { RevisionList } from "~/components/admin/RevisionList";
import { SiteAdminError, SiteEntryForm } from "~/components/admin/SiteEntryForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { pageTitle } from "~/lib/seo";
import { pageKinds } from "~/lib/site-content/page-kinds";
import { siteContentCopy } from "~content/admin-site-content";
import type { Route } from "./+types/site-page";
import { loadPageEditor, savePageEditor } from "./site-entry-editor.server";

export const loader = ({ request }: Route.LoaderArgs) => loadPageEditor(request);
export const action = ({ request }: Route.ActionArgs) => savePageEditor(request);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData ? pageKinds[loaderData.kind].words.heading : "Site") },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/pagina-inicial and /admin/quem-somos: a page's texts, saved straight to the site. */
export default function SitePageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const spec = pageKinds[loaderData.kind];
  return (
    <AdminPage title={spec.words.heading}>
      <p className="mb-4 max-w-3xl text-slate-600">
        {spec.words.intro}{" "}
        <a
          href={spec.path}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-700 underline"
        >
          {siteContentCopy.list.view}
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </p>
      {loaderData.restored ? (
        <p
          role="status"
          className="mb-6 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-900"
        >
          {siteContentCopy.kinds.case.restored}
        </p>
      ) : null}
      <SiteEntryForm
        formKey={`${loaderData.kind}-${loaderData.restored}-${actionData ? "r" : ""}`}
        fields={spec.fields}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        message={actionData?.message}
        list={spec.path}
      />
      <RevisionList revisions={loaderData.revisions} copy={siteContentCopy.revisions} />
    </AdminPage>
  );
}

export const ErrorBoundary = SiteAdminError;
