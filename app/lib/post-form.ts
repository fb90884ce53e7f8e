import { OTHER_CATEGORY, POST_CATEGORIES } from "~content/admin";
import type { RenderedMarkdown } from "./markdown";

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

/** What the editor's action answers when it does not redirect. */
export interface EditorReply {
  values: PostFormValues;
  errors: PostFormErrors;
  message?: string;
  mode: "editor" | "preview";
  preview?: RenderedMarkdown;
  /** A cover stored on the way (preview without JS): say so, it was not lost. */
  coverUploaded?: boolean;
}
