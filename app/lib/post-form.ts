import { OTHER_CATEGORY, POST_CATEGORIES } from "~content/admin";

/** The editor's fields as typed, sent back untouched when the server refuses them. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  customCategory: string;
  image: string;
  content: string;
}

export type PostFormErrors = Partial<Record<keyof PostFormValues | "cover", string>>;

export const emptyPostValues: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  customCategory: "",
  image: "",
  content: "",
};

/** A stored category outside the editor's list shows as 'Outra' with its own name. */
export function categoryFields(
  category: string,
): Pick<PostFormValues, "category" | "customCategory"> {
  return (POST_CATEGORIES as readonly string[]).includes(category) && category !== OTHER_CATEGORY
    ? { category, customCategory: "" }
    : { category: OTHER_CATEGORY, customCategory: category };
}

const ownImage = (value: string) =>
  /^\/(uploads|images)\/[\w./-]+$/.test(value) && !value.includes("..");

/**
 * Covers are our own uploads, our images or a public https address; nothing else is kept. An
 * address must also parse as one ('https://[' does not), or pages using it would fail.
 */
export const isCoverAddress = (value: string) =>
  ownImage(value) || (/^https:\/\/[^\s"'<>]+$/i.test(value) && URL.canParse(value));

/**
 * A stored cover as pages show it: ours, or an http(s) address that parses (imports and older
 * rows may hold anything); otherwise the page goes without a cover.
 */
export const usableImage = (value: string | null | undefined) =>
  value && (ownImage(value) || (/^https?:\/\/[^\s"'<>]+$/i.test(value) && URL.canParse(value)))
    ? value
    : null;
