import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DeleteTarget } from "~/lib/admin-content-types";
import type { ListColumn } from "./ListTable";

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

/** The delete dialog's link maker (`useDeleteDialog(type).link`). */
type DeleteLink = (
  target: DeleteTarget,
  label: string,
  className: string,
  children: ReactNode,
) => ReactNode;

interface ItemActionsProps {
  /** The item as the actions' labels name it for a screen reader. */
  name: string;
  edit: string;
  view?: { href: string; label: string };
  /** What the delete confirmation names, and the dialog's link for it. */
  target: DeleteTarget;
  deleteLink: DeleteLink;
  words: { edit: string; delete: string; view?: string };
  /** The row's own actions: before the usual ones, and between 'Editar' and 'Excluir'. */
  children?: ReactNode;
  between?: ReactNode;
}

/**
 * A list item's usual actions (the kit, ADR 0055): what the row has of its own first, then
 * 'Ver' when it has a public page, 'Editar' and 'Excluir', each naming the item as `name`.
 */
export function ItemActions({
  name,
  edit,
  view,
  target,
  deleteLink,
  words,
  children,
  between,
}: ItemActionsProps) {
  return (
    <RowActions>
      {children}
      {view ? (
        <ViewLink href={view.href} label={view.label}>
          {words.view}
        </ViewLink>
      ) : null}
      <EditLink to={edit} label={`${words.edit} ${name}`}>
        {words.edit}
      </EditLink>
      {between}
      {deleteLink(target, `${words.delete} ${name}`, deleteLinkClass, words.delete)}
    </RowActions>
  );
}

/** A list's last column: each item's `ItemActions`, with the list's words and delete dialog. */
export function actionsColumn<Item>(
  words: ItemActionsProps["words"] & { columns: { actions: string } },
  deleteLink: DeleteLink,
  actions: (item: Item) => Omit<ItemActionsProps, "words" | "deleteLink">,
): ListColumn<Item> {
  return {
    header: words.columns.actions,
    actions: true,
    cell: (item) => <ItemActions words={words} deleteLink={deleteLink} {...actions(item)} />,
  };
}
