import { data } from "react-router";
import { pages } from "~content/pages";

/**
 * The posted form, or a 400 with the site's Portuguese refusal when the body is not a form
 * (wrong content type, broken multipart): never an unhandled error and a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(
      { title: pages.formRefused.title, description: pages.formRefused.intro },
      { status: 400 },
    );
  }
}
