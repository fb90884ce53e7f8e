import { adminAuthorsCopy } from "~content/authors";
import { DeleteForm } from "./DeleteForm";

const copy = adminAuthorsCopy.remove;

/**
 * 'Excluir autor': the list's dialog and, without JavaScript, the page of its own. It says what
 * happens to the author's posts: they stay, signed as they were (ADR 0017).
 */
export function DeleteAuthorForm({
  id,
  name,
  posts,
  onCancel,
}: {
  id: number;
  name: string;
  posts: number;
  onCancel?: () => void;
}) {
  return (
    <DeleteForm
      action={`/admin/autores/excluir/${id}`}
      fetcherKey="excluir-autor"
      question={`${copy.question} ${copy.postsKept(posts)}`}
      itemTitle={name}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      cancelHref="/admin/autores"
      onCancel={onCancel}
    />
  );
}
