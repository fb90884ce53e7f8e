import { data } from "react-router";
import { isSameOrigin } from "~/server/auth/origin.server";
import { pages } from "~content/pages";

/** Names of the site's fields: flat words. Paths such as 'a[b]' or 'a.b' are never ours. */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The posted form without NUL characters, keeping only fields named as ours (a name like 'constructor[prototype]'
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
    if (!FIELD_NAME.test(name) || FORBIDDEN.has(name)) continue;
    // PostgreSQL keeps no NUL in text or JSON: left in, it would fail the save and lose the rest.
    form.append(name, typeof value === "string" ? value.replaceAll("\0", "") : value);
  }
  return form;
}

/**
 * No public field holds more than this: longer values are cut before any check reads them, so
 * no pattern or parser ever runs on more (the schemas then refuse them as too long).
 */
export const PUBLIC_FIELD_MAX = 10_000;

/**
 * A public form's post: refused when another site sent it (a person's browser names our page
 * in Origin, or says same-origin in Sec-Fetch-Site), read as `readForm` does, every value
 * bounded to PUBLIC_FIELD_MAX.
 */
export async function readPublicForm(request: Request): Promise<FormData> {
  if (!isSameOrigin(request)) {
    throw data(
      { title: pages.crossSite.title, description: pages.crossSite.intro },
      { status: 403 },
    );
  }
  const posted = await readForm(request);
  const form = new FormData();
  for (const [name, value] of posted) {
    form.append(name, typeof value === "string" ? value.slice(0, PUBLIC_FIELD_MAX) : value);
  }
  return form;
}
