import { Link, useFetcher } from "react-router";
import type { DeletableContentType, DeleteTarget } from "~/lib/admin-content-types";
import { inputClass, labelClass } from "../forms/styles";
import { dangerButton, secondaryButton } from "./styles";

/**
 * A confirmation before deleting: the question, the item's title, the choice it needs if any
 * (a required select, sent with the form), 'Cancelar' and 'Excluir'. In
 * the list's dialog 'Cancelar' closes it (`onCancel`); on the page without JavaScript it goes
 * back to the list. The post goes through the fetcher the list watches to close its dialog.
 */
export function DeleteConfirmation({
  type,
  item,
  onCancel,
}: {
  type: DeletableContentType;
  item: DeleteTarget;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher({ key: type.dialog });
  const busy = fetcher.state !== "idle";
  const copy = type.remove;
  return (
    <fetcher.Form method="post" action={type.deleteHref(item.id)}>
      <p className="text-slate-700">{item.question ?? copy.question}</p>
      <p className="mt-3 font-semibold break-words text-ink">{item.title}</p>
      {item.choice ? (
        <div className="mt-4">
          <label htmlFor={`${type.dialog}-${item.choice.name}`} className={labelClass}>
            {item.choice.label}
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <select
            id={`${type.dialog}-${item.choice.name}`}
            name={item.choice.name}
            required
            defaultValue=""
            className={`mt-1 ${inputClass}`}
          >
            <option value="">{item.choice.placeholder}</option>
            {item.choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <button type="button" onClick={onCancel} className={secondaryButton}>
            {copy.cancel}
          </button>
        ) : (
          <Link to={type.list} className={secondaryButton}>
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
