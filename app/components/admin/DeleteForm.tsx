import { Link, useFetcher } from "react-router";
import { dangerButton, secondaryButton } from "./styles";

/**
 * A confirmation before deleting: the question, the item's title, 'Cancelar' and 'Excluir'. In
 * a dialog 'Cancelar' closes it (`onCancel`); on the page without JavaScript it goes back to
 * the list (`cancelHref`). The post goes through a fetcher named `fetcherKey`, which the list
 * watches to close its dialog.
 */
export function DeleteForm({
  action,
  fetcherKey,
  question,
  itemTitle,
  cancelLabel,
  confirmLabel,
  cancelHref,
  onCancel,
}: {
  action: string;
  fetcherKey: string;
  question: string;
  itemTitle?: string;
  cancelLabel: string;
  confirmLabel: string;
  cancelHref: string;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action}>
      <p className="text-slate-700">{question}</p>
      {itemTitle ? <p className="mt-3 font-semibold text-ink">{itemTitle}</p> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {cancelLabel}
          </button>
        ) : (
          <Link to={cancelHref} className={secondaryButton}>
            {cancelLabel}
          </Link>
        )}
        <button type="submit" disabled={busy} className={dangerButton}>
          {confirmLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}
