// The admin forms that carry images or files, and the largest request each one's editor reads
// (ADR 0050), from the kinds' descriptions (ADR 0055). The body limit
// (app/http/body-limit.server.ts) lets each of them through up to that, so an upload too large
// is answered by the editor, in its form; a test holds this list to every admin page with a
// file input.
import { describedKinds, editorPaths, type Uploads } from "./admin-kinds/kinds";
import { MAX_COVER_REQUEST_BYTES } from "./cover";
import { MAX_MATERIAL_REQUEST_BYTES } from "./material-file";

export interface UploadForm {
  /** The address its form posts to, as app/routes.ts writes it ('/admin/autores/editar/:id'). */
  path: string;
  /** The largest request its editor reads (and answers in the form); more is refused unread. */
  most: number;
}

const mostOf: Record<Uploads, number> = {
  image: MAX_COVER_REQUEST_BYTES,
  file: MAX_MATERIAL_REQUEST_BYTES,
};

export const uploadForms: readonly UploadForm[] = [
  ...describedKinds.flatMap((kind) => {
    if (!kind.uploads) return [];
    const most = mostOf[kind.uploads];
    // A page edited as a whole posts to its own address; a kind's editor to new and edit.
    const paths = kind.editor ? editorPaths(kind) : [`/admin/${kind.segment}`];
    return paths.map((path) => ({ path, most }));
  }),
  // The post editor's cover or text image sent alone with JavaScript.
  { path: "/admin/posts/cover", most: MAX_COVER_REQUEST_BYTES },
];
