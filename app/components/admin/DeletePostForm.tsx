import { Link, useFetcher } from "react-router";
import { adminCopy } from "~content/admin";
import { dangerButton, secondaryButton } from "./styles";

const copy = adminCopy.remove;

/**
 * The spec's confirmation: the question, 'Cancelar' and 'Excluir'. In the dialog 'Cancelar'
 * closes it; on the page without JavaScript it goes back to the list.
 */
export function DeletePostForm({
  action,
  postTitle,
  onCancel,
}: {
  action: string;
  postTitle?: string;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher({ key: "excluir-post" });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action}>
      <p className="text-slate-700">{copy.question}</p>
      {postTitle ? <p className="mt-3 font-semibold text-ink">{postTitle}</p> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {copy.cancel}
          </button>
        ) : (
          <Link to="/admin/posts" className={secondaryButton}>
            {copy.cancel}
          </Link>
        )}
        <button type="submit" disabled={busy} className={dangerButton}>
          {copy.confirm}
        </button>
      </div>
    </fetcher.Form>
  );
}
