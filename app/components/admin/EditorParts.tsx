import { Link, useNavigation } from "react-router";
import { alertClass, primaryButton, secondaryButton } from "./styles";

/** The alert above an admin form: why it was refused. */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  ) : null;
}

/** 'Salvar' (with 'Salvando...' while it goes) and 'Cancelar', back to the list. */
export function SaveOrCancel({
  list,
  copy,
}: {
  list: string;
  copy: { save: string; saving: string; cancel: string };
}) {
  const saving = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? copy.saving : copy.save}
      </button>
      <Link to={list} className={secondaryButton}>
        {copy.cancel}
      </Link>
    </div>
  );
}
