import { EditorPage } from "~/components/admin/EditorParts";
import { RedirectEditor } from "~/components/admin/RedirectEditor";
import { redirectsType } from "~/lib/admin-content-types";
import { editorMeta } from "~/lib/admin-meta";
import { emptyRedirectValues, REDIRECT_LIMITS } from "~/lib/forms/redirect-schema";
import { editorRoute } from "~/routes/handlers/admin-content.server";
import { redirectById } from "~/server/redirects/redirects.server";
import { adminRedirectsCopy } from "~content/admin-redirects";
import type { Route } from "./+types/redirect";
import { handleRedirectEditor } from "./redirect-editor.server";

const copy = adminRedirectsCopy.editor;

const editor = editorRoute(redirectsType, {
  /** `?de=/caminho` fills 'De': the 'Criar redirecionamento' link of an address not found. */
  blank(request) {
    const from = new URL(request.url).searchParams.get("de") ?? "";
    return {
      values: {
        ...emptyRedirectValues,
        from: from.startsWith("/") ? from.slice(0, REDIRECT_LIMITS.from) : "",
      },
    };
  },
  async load(id) {
    const row = await redirectById(id);
    return row && { values: { from: row.fromPath, to: row.target, status: String(row.status) } };
  },
  save: (request, id, context) => handleRedirectEditor(request, context, id),
});
export const loader = editor.loader;
export const action = editor.action;
export const meta = editorMeta(copy);

/** 'Novo redirecionamento' and 'Editar redirecionamento'. */
export default function AdminRedirectPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage id={loaderData.id} titles={copy}>
      <RedirectEditor
        creating={loaderData.id === undefined}
        initial={loaderData.values}
        reply={actionData}
      />
    </EditorPage>
  );
}
