// The post editor's form (/admin/posts/new, /admin/posts/edit/:id), as the public ones (ADR
// 0008): checked in the browser through rvf and again by the action, with the same words.
import * as z from "zod/mini";
import { adminCopy, OTHER_CATEGORY } from "~content/admin";
import { publishingCopy } from "~content/admin-publishing";
import { CATEGORY_NAME_MAX, type CategoryEntry, filedCategory } from "../blog";
import { fromSaoPauloLocal } from "../dates";
import { isCoverAddress } from "../image-address";
import type { RenderedMarkdown } from "../markdown";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../seo";
import { slugify } from "../slug";
import { filled, textChecks } from "./text-checks";

const editor = adminCopy.editor;
const publishing = publishingCopy;

/** Also the `<form>`'s id, which rvf's inputs name in `form=`: unique in the page. */
export const POST_FORM_ID = "post-editor";

/** The editor's fields as typed, sent back untouched when the server refuses them. */
export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  customCategory: string;
  image: string;
  content: string;
  /** 'draft' or 'published' (ADR 0015). */
  status: string;
  /** 'Data de publicação': a `datetime-local` value in São Paulo time; empty is now. */
  date: string;
  // Author and search/social fields (ADR 0017).
  authorId: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
}

export const emptyPostValues: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  category: "",
  customCategory: "",
  image: "",
  content: "",
  status: "draft",
  date: "",
  authorId: "",
  seoTitle: "",
  seoDescription: "",
  socialImage: "",
};

export const POST_STATUSES = ["draft", "published"] as const;

/** The longest value of each field, in characters. */
export const POST_LIMITS: Record<keyof PostFormValues, number> = {
  title: 300,
  slug: 200,
  excerpt: 1000,
  category: 100,
  // It becomes one of the blog's categories: as long as a category's name may be.
  customCategory: CATEGORY_NAME_MAX,
  image: 2000,
  content: 200_000,
  status: 20,
  date: 30,
  authorId: 15,
  seoTitle: SEO_TITLE_MAX,
  seoDescription: SEO_DESCRIPTION_MAX,
  socialImage: 2000,
};

/**
 * A stored category as the editor shows it: one of the blog's list (an older name as its
 * category), else 'Outra' with its own name.
 */
export function categoryFields(
  category: string,
  list: readonly CategoryEntry[],
): Pick<PostFormValues, "category" | "customCategory"> {
  const filed = filedCategory(category, list);
  return list.some((entry) => entry.name === filed)
    ? { category: filed, customCategory: "" }
    : { category: OTHER_CATEGORY, customCategory: category };
}

const { atMost, requiredText, optionalText, choice, anyTooLong } = textChecks(
  POST_LIMITS,
  editor.tooLong,
);

/** The slug the post gets: the typed one made valid, or one made from the title (spec). */
const slugOf = (slug: string, title: string) => slugify(slug.trim() || title.trim());

/**
 * The spec's rules (section 5): title, slug, excerpt and category required (one of
 * `categories`, the blog's list, or 'Outra', which takes the custom text), the slug follows the
 * spec's rule and, empty, is made from the title. What it gives the action is what is saved
 * (`PostInput`), but for the category, which the action files (an older name becomes its
 * category, ADR 0043). A cover address that is not one is dropped.
 */
export const postSchemaFor = (categories: readonly string[]) => {
  const isListedCategory = (value: string) =>
    value === OTHER_CATEGORY || categories.includes(value);
  return z.pipe(
    z
      .object({
        title: requiredText("title", editor.missing),
        slug: optionalText("slug"),
        excerpt: requiredText("excerpt", editor.missing),
        category: choice("category", isListedCategory, editor.missing),
        customCategory: optionalText("customCategory"),
        image: optionalText("image"),
        content: optionalText("content"),
        // Absent (a form that does not know it) keeps the column's default: published, now.
        status: z._default(
          z.string().check(
            atMost("status"),
            z.refine(
              (v) => (POST_STATUSES as readonly string[]).includes(v),
              publishing.statusInvalid,
            ),
          ),
          "published",
        ),
        date: z._default(
          z.string().check(
            atMost("date"),
            z.refine(
              (v) => !v.trim() || fromSaoPauloLocal(v.trim()) !== undefined,
              publishing.dateInvalid,
            ),
          ),
          "",
        ),
        authorId: z._default(
          z.string().check(atMost("authorId"), z.regex(/^\d*$/, editor.missing)),
          "",
        ),
        seoTitle: optionalText("seoTitle"),
        seoDescription: optionalText("seoDescription"),
        socialImage: optionalText("socialImage"),
      })
      .check(
        // Also when a field failed, so that every message shows at once; the first per field wins.
        z.superRefine(
          (post, context) => {
            const title = typeof post.title === "string" ? post.title : "";
            if (post.category === OTHER_CATEGORY && !filled(post.customCategory)) {
              context.addIssue({
                code: "custom",
                path: ["customCategory"],
                message: editor.missing,
                input: post.customCategory,
              });
            }
            if (typeof post.slug === "string" && !slugOf(post.slug, title)) {
              context.addIssue({
                code: "custom",
                path: ["slug"],
                message: title.trim() ? editor.slugInvalid : editor.missing,
                input: post.slug,
              });
            }
          },
          { when: () => true },
        ),
      ),
    z.transform((post) => {
      const image = post.image.trim();
      return {
        title: post.title.trim(),
        slug: slugOf(post.slug, post.title),
        excerpt: post.excerpt.trim(),
        content: post.content,
        category:
          post.category === OTHER_CATEGORY
            ? post.customCategory.trim().replace(/\s+/g, " ")
            : post.category,
        image: image && isCoverAddress(image) ? image : null,
        status: post.status as (typeof POST_STATUSES)[number],
        date: (post.date.trim() && fromSaoPauloLocal(post.date.trim())) || new Date(),
        ...authorAndSeo(post),
      };
    }),
  );
};

/** The author and the search/social fields as saved: empty is null (the page falls back). */
function authorAndSeo(post: {
  authorId: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
}) {
  const socialImage = post.socialImage.trim();
  return {
    authorId: post.authorId ? Number(post.authorId) : null,
    seoTitle: post.seoTitle.trim() || null,
    seoDescription: post.seoDescription.trim() || null,
    socialImage: socialImage && isCoverAddress(socialImage) ? socialImage : null,
  };
}

/** What the editor saves (spec section 3): the rest of the row keeps its value or default. */
export type PostInput = z.output<ReturnType<typeof postSchemaFor>>;

/** The message above the form for a refusal: what is too long, else what is missing. */
export function postRefusal(fieldErrors: Record<string, string>) {
  return anyTooLong(fieldErrors) ? editor.tooLongSummary : editor.missing;
}

/**
 * What the editor's action answers when it does not redirect, in the shape rvf reads
 * (`formId`, `fieldErrors`, `repopulateFields`): a refused save, or a tab without JavaScript.
 */
export interface PostEditorReply {
  formId: typeof POST_FORM_ID;
  /** A refused save; also a refused cover on a preview without JavaScript. */
  fieldErrors?: Record<string, string>;
  /** The fields as typed, the cover's address once stored. */
  repopulateFields: PostFormValues;
  /** The message above the form. */
  message?: string;
  mode: "editor" | "preview";
  preview?: RenderedMarkdown;
  /** A cover stored on the way (preview without JS): say so, it was not lost. */
  coverUploaded?: boolean;
  /** An autosave that was written: the post's id (a new post has one from now on) and when. */
  autosaved?: { id: number; at: string };
  /** 'Inserir imagem' without JavaScript (ADR 0016): the alt text as typed, and how it went. */
  imageInsert?: { alt: string; error?: string; inserted?: boolean };
}
