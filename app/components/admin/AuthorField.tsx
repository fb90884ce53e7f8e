import { adminCopy } from "~content/admin";
import { SelectField } from "../forms/ChoiceFields";
import type { AnyForm } from "../forms/Fields";

/**
 * 'Autor' of the post editor (ADR 0017): the authors of /admin/autores. The empty
 * choice keeps who signs the post now (an author since deleted), or, for a new post, the
 * default author.
 */
export function AuthorField({
  form,
  authors,
  keep,
}: {
  form: AnyForm;
  authors: { id: number; name: string }[];
  /** The name the post is signed with when it has no author row. */
  keep?: string;
}) {
  return (
    <SelectField
      form={form}
      name="authorId"
      label={adminCopy.seo.author}
      options={authors.map((author) => ({ value: String(author.id), label: author.name }))}
      placeholder={keep ? adminCopy.seo.keepAuthor(keep) : adminCopy.seo.defaultAuthor}
    />
  );
}
