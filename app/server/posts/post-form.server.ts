import { isCoverAddress } from "~/lib/cover";
import { emptyPostValues, type PostFormErrors, type PostFormValues } from "~/lib/post-form";
import { slugify } from "~/lib/slug";
import { adminCopy, OTHER_CATEGORY, POST_CATEGORIES } from "~content/admin";
import type { PostInput } from "./save.server";

const copy = adminCopy.editor;
const LIMITS: Record<keyof PostFormValues, number> = {
  title: 300,
  slug: 200,
  excerpt: 1000,
  category: 100,
  customCategory: 100,
  image: 2000,
  content: 200_000,
};

/** The typed values, cut just past their limits; nothing else of the form is read. */
export function readPostValues(form: FormData): PostFormValues {
  const values = { ...emptyPostValues };
  for (const key of Object.keys(values) as (keyof PostFormValues)[]) {
    const raw = form.get(key);
    // One character over the limit is kept, so that checkPost can refuse it with a message.
    values[key] = typeof raw === "string" ? raw.slice(0, LIMITS[key] + 1) : "";
  }
  if (form.get("removeCover") === "on") values.image = "";
  return values;
}

/**
 * The spec's rules (section 5): title, slug, excerpt and category required, 'Outra' takes the
 * custom text. The slug follows the spec's rule; empty, it is made from the title.
 */
export function checkPost(values: PostFormValues): {
  input?: PostInput;
  errors: PostFormErrors;
  /** The message above the form: what is missing, or what is too long. */
  message?: string;
} {
  const errors: PostFormErrors = {};
  const title = values.title.trim();
  const slug = slugify(values.slug.trim() || title);
  const category =
    values.category === OTHER_CATEGORY
      ? values.customCategory.trim()
      : (POST_CATEGORIES as readonly string[]).includes(values.category)
        ? values.category
        : "";
  if (!title) errors.title = copy.missing;
  if (!values.excerpt.trim()) errors.excerpt = copy.missing;
  if (!category) {
    if (values.category === OTHER_CATEGORY) errors.customCategory = copy.missing;
    else errors.category = copy.missing;
  }
  if (!slug) errors.slug = title ? copy.slugInvalid : copy.missing;
  const tooLong = (Object.keys(LIMITS) as (keyof PostFormValues)[]).filter(
    (key) => values[key].length > LIMITS[key],
  );
  for (const key of tooLong) errors[key] = copy.tooLong(LIMITS[key]);
  if (Object.keys(errors).length) {
    return { errors, message: tooLong.length ? copy.tooLongSummary : copy.missing };
  }
  const image = values.image.trim();
  return {
    errors,
    input: {
      title,
      slug,
      excerpt: values.excerpt.trim(),
      content: values.content,
      category,
      image: image && isCoverAddress(image) ? image : null,
    },
  };
}
