// The images of a form drawn from field descriptions (site content, landing pages): each file
// sent stored through the one image pipeline before the post is read, and the values a refused
// form shows again, with those images in place of the files.
import { data } from "react-router";
import { COVER_TOO_LARGE, MAX_COVER_REQUEST_BYTES } from "~/lib/cover";
import { processedImage } from "~/lib/images";
import { typedFlatValues, type Uploads } from "~/lib/site-content/fields";
import { readForm } from "~/routes/handlers/read-form.server";
import { storeCover } from "~/server/storage/index.server";

/**
 * A form with image files, refused whole (413, `failed` as its title) past the upload bound
 * before a byte is read; `get` gives a field's text, '' for a file or nothing.
 */
export async function readImageForm(request: Request, failed: string) {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_COVER_REQUEST_BYTES) {
    throw data({ title: failed, description: COVER_TOO_LARGE }, { status: 413 });
  }
  const form = await readForm(request);
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { form, get };
}

/** Stores the file of each image field `names` lists; a failed one is a message on its field. */
export async function storeFieldImages(form: FormData, names: string[], failed: string) {
  const uploads: Uploads = new Map();
  const errors: Record<string, string> = {};
  for (const name of names) {
    const file = form.get(`${name}-file`);
    if (!(file instanceof File) || file.size === 0) continue;
    const stored = await storeCover(file);
    const image = stored.ok ? processedImage(stored.url) : null;
    if (stored.ok && image)
      uploads.set(name, { src: stored.url, alt: "", width: image.width, height: image.height });
    else errors[name] = stored.ok ? failed : stored.message;
  }
  return { uploads, errors };
}

/** The form's values to show back: as typed (cut past `most`), the stored images in place. */
export function valuesBack(form: FormData, uploads: Uploads, most?: number) {
  const values = typedFlatValues(form, most);
  for (const [name, image] of uploads) {
    values[`${name}-src`] = image.src;
    values[`${name}-width`] = String(image.width);
    values[`${name}-height`] = String(image.height);
  }
  return values;
}
