import type { ReactNode } from "react";
import { Link } from "react-router";

// A list row's actions: 'Ver', 'Editar', 'Excluir' (useDeleteDialog), 'Detalhes'. Each names
// its item for a screen reader, where the visible word alone would be ambiguous.

const actionLink =
  "inline-flex min-h-11 items-center px-2 font-medium whitespace-nowrap underline-offset-2 hover:underline";
export const actionLinkClass = `${actionLink} text-brand-700`;
export const deleteLinkClass = `${actionLink} text-red-700`;

export function RowActions({ children }: { children: ReactNode }) {
  return <div className="-mx-2 flex flex-nowrap">{children}</div>;
}

/** The public page of the item, in a new tab: the admin stays where they were. */
export function ViewLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`${label} (abre em nova aba)`}
      className={actionLinkClass}
    >
      {children}
    </a>
  );
}

export function EditLink({
  to,
  label,
  children,
}: {
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} aria-label={label} className={actionLinkClass}>
      {children}
    </Link>
  );
}
