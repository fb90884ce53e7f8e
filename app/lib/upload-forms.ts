// The admin forms that carry images or files, and the largest request each one's editor reads
// (ADR 0050). The body limit (app/http/body-limit.server.ts) lets each of them through up to
// that, so an upload too large is answered by the editor, in its form; a test holds this list
// to every admin page with a file input.
import {
  authorsType,
  landingPagesType,
  materialsType,
  postsType,
  siteTypes,
} from "./admin-content-types";
import { MAX_COVER_REQUEST_BYTES } from "./cover";
import { pageFields } from "./landing/blocks";
import { MAX_MATERIAL_REQUEST_BYTES } from "./material-file";
import { imageFieldNames } from "./site-content/fields";
import { collections } from "./site-content/kinds";
import { pageKinds } from "./site-content/page-kinds";

export interface UploadForm {
  /** The address its form posts to, as app/routes.ts writes it ('/admin/autores/editar/:id'). */
  path: string;
  /** The largest request its editor reads (and answers in the form); more is refused unread. */
  most: number;
}

const forms = (most: number, ...paths: string[]) => paths.map((path) => ({ path, most }));

/** The site's kinds and pages (ADR 0042) whose fields include an image. */
const siteFormsWithImages = [
  ...Object.values(collections)
    .filter((spec) => imageFieldNames(spec.fields).length > 0)
    .flatMap((spec) => {
      const list = siteTypes[spec.segment as keyof typeof siteTypes].list;
      return [`${list}/novo`, `${list}/editar/:id`];
    }),
  ...Object.values(pageKinds)
    .filter((spec) => imageFieldNames(spec.fields).length > 0)
    .map((spec) => `/admin/${spec.segment}`),
];

export const uploadForms: readonly UploadForm[] = [
  // The post editor, and the cover or text image sent alone with JavaScript.
  ...forms(
    MAX_COVER_REQUEST_BYTES,
    `${postsType.list}/new`,
    `${postsType.list}/edit/:id`,
    `${postsType.list}/cover`,
  ),
  ...forms(
    MAX_MATERIAL_REQUEST_BYTES,
    `${materialsType.list}/novo`,
    `${materialsType.list}/editar/:id`,
  ),
  ...forms(MAX_COVER_REQUEST_BYTES, `${authorsType.list}/novo`, `${authorsType.list}/editar/:id`),
  // Every landing page has its social image, and blocks may have more (ADR 0045).
  ...(imageFieldNames(pageFields).length > 0
    ? forms(
        MAX_COVER_REQUEST_BYTES,
        `${landingPagesType.list}/nova`,
        `${landingPagesType.list}/editar/:id`,
      )
    : []),
  ...forms(MAX_COVER_REQUEST_BYTES, ...siteFormsWithImages),
];
