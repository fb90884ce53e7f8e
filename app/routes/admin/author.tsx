import { AuthorEditor } from "~/components/admin/AuthorEditor";
import { EditorPage } from "~/components/admin/EditorParts";
import { authorsType } from "~/lib/admin-content-types";
import { editorMeta } from "~/lib/admin-meta";
import { emptyAuthorValues } from "~/lib/forms/author-schema";
import { editorRoute } from "~/routes/handlers/admin-content.server";
import { adminUserChoices, authorById } from "~/server/authors/authors.server";
import { adminAuthorsCopy } from "~content/authors";
import type { Route } from "./+types/author";
import { handleAuthorEditor } from "./author-editor.server";

const copy = adminAuthorsCopy.editor;

const editor = editorRoute(authorsType, {
  blank: async () => ({ values: emptyAuthorValues, admins: await adminUserChoices() }),
  async load(id) {
    const author = await authorById(id);
    if (!author) return undefined;
    const values = {
      name: author.name,
      role: author.role,
      bio: author.bio,
      avatar: author.avatar ?? "",
      adminId: author.adminId ? String(author.adminId) : "",
    };
    return { values, admins: await adminUserChoices() };
  },
  save: (request, id) => handleAuthorEditor(request, id),
});
export const loader = editor.loader;
export const action = editor.action;
export const meta = editorMeta(copy);

/** 'Novo autor' and 'Editar autor'. */
export default function AdminAuthorPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditorPage id={loaderData.id} titles={copy}>
      <AuthorEditor
        creating={loaderData.id === undefined}
        initial={loaderData.values}
        reply={actionData}
        admins={loaderData.admins}
      />
    </EditorPage>
  );
}
