import { data } from "react-router";
import { pages } from "~content/pages";

/** Names of the site's fields: flat words. Paths such as 'a[b]' or 'a.b' are never ours. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The posted form, keeping only fields named as ours (a name like 'constructor[prototype]'
 * would make the form parser build objects from it), or a 400 with the site's Portuguese
 * refusal when the body is not a form (wrong content type, broken multipart): never an
 * unhandled error and a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    throw data(
      { title: pages.formRefused.title, description: pages.formRefused.intro },
      { status: 400 },
    );
  }
  const form = new FormData();
  for (const [name, value] of posted) {
    if (FIELD_NAME.test(name) && !FORBIDDEN.has(name)) form.append(name, value);
  }
  return form;
}
