import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { AdminPage } from "../layout/AdminPage";
import { alertClass, primaryButton, secondaryButton } from "./styles";

/** The alert above an admin form: why it was refused. */
export function FormAlert({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className={alertClass}>
      {message}
    </p>
  ) : null;
}

/**
 * The bar of an editor's 'Salvar': it stays at the foot of the screen while the form goes on
 * below, so a long editor (a case, a landing page) is saved from wherever one is in it, and
 * rests at the form's end.
 */
export const saveBarClass =
  "sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:-mx-5 sm:px-5";

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
    <div className={saveBarClass}>
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? copy.saving : copy.save}
      </button>
      <Link to={list} className={secondaryButton}>
        {copy.cancel}
      </Link>
    </div>
  );
}

/**
 * An admin editor's form (the kit, ADR 0055): posted as multipart, the refusal's alert on top.
 * Without JavaScript the browser's own checks run first; with it, the schema's messages.
 */
export function EditorForm({
  form,
  message,
  label,
  className = "max-w-3xl space-y-6",
  noValidate,
  children,
}: {
  form: { getFormProps: () => object };
  message?: string;
  label: string;
  className?: string;
  /** Whether the browser's checks are skipped: by default, once JavaScript runs. */
  noValidate?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form
      {...form.getFormProps()}
      method="post"
      encType="multipart/form-data"
      noValidate={noValidate ?? hydrated}
      className={className}
      aria-label={label}
    >
      <FormAlert message={message} />
      {children}
    </form>
  );
}

/** An editor's page: 'Novo …' without an item (`id` undefined), 'Editar …' with one. */
export function EditorPage({
  id,
  titles,
  children,
}: {
  id: number | undefined;
  titles: { newTitle: string; editTitle: string };
  children: ReactNode;
}) {
  return (
    <AdminPage title={id === undefined ? titles.newTitle : titles.editTitle}>{children}</AdminPage>
  );
}
