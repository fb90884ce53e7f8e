import { adminCopy } from "~content/admin";
import { DeleteForm } from "./DeleteForm";

const copy = adminCopy.remove;

/** The spec's confirmation of a post's deletion (the list's dialog and the page without JS). */
export function DeletePostForm({
  action,
  postTitle,
  onCancel,
}: {
  action: string;
  postTitle?: string;
  onCancel?: () => void;
}) {
  return (
    <DeleteForm
      action={action}
      fetcherKey="excluir-post"
      question={copy.question}
      itemTitle={postTitle}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      cancelHref="/admin/posts"
      onCancel={onCancel}
    />
  );
}
