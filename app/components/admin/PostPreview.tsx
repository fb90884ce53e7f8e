import type { Author } from "~/lib/authors";
import { readTime } from "~/lib/authors";
import type { PostEditorReply } from "~/lib/forms/post-schema";
import { adminCopy, OTHER_CATEGORY } from "~content/admin";
import { PostArticle } from "../blog/PostArticle";

const copy = adminCopy.editor;

/** 'Visualização': the post as the blog will show it, rendered by the blog's own renderer. */
export function PostPreview({
  shown,
  loading,
  author,
  date,
}: {
  shown?: PostEditorReply;
  loading: boolean;
  author: Author;
  date: Date | string;
}) {
  const shownValues = shown?.repopulateFields;
  if (loading) {
    return (
      <p role="status" className="py-10 text-center text-slate-600">
        Carregando visualização...
      </p>
    );
  }
  return shownValues?.title.trim() && shown?.preview ? (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <PostArticle
        headingLevel={2}
        post={{
          title: shownValues.title,
          category:
            shownValues.category === OTHER_CATEGORY
              ? shownValues.customCategory
              : shownValues.category,
          date,
          readTime: readTime(shownValues.content),
          image: shownValues.image || null,
          lead: shownValues.excerpt,
        }}
        author={author}
        html={shown.preview.html}
        toc={shown.preview.toc}
      />
    </div>
  ) : (
    <p className="py-10 text-center text-slate-600">{copy.emptyPreview}</p>
  );
}
