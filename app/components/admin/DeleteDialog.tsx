import { type ReactNode, useState } from "react";
import type { DeletableContentType, DeleteTarget } from "~/lib/admin-content-types";
import { AdminDialog, closeDialog, DialogLink, useCloseWhenDone } from "./AdminDialog";
import { DeleteConfirmation } from "./DeleteConfirmation";

/**
 * A list's 'Excluir': `link` opens the confirmation in a dialog with JavaScript and is a link
 * to the confirmation page without it; `dialog` is that dialog, placed once in the list. It
 * closes itself once the deletion has gone through (the list then shows how it went).
 */
export function useDeleteDialog(type: DeletableContentType) {
  const [item, setItem] = useState<DeleteTarget>();
  useCloseWhenDone(type.dialog, type.dialog);
  const link = (target: DeleteTarget, label: string, className: string, children: ReactNode) => (
    <DialogLink
      dialogId={type.dialog}
      href={type.deleteHref(target.id)}
      onOpen={() => setItem(target)}
      label={label}
      className={className}
    >
      {children}
    </DialogLink>
  );
  const dialog = (
    <AdminDialog id={type.dialog} title={type.remove.title}>
      {item ? (
        <DeleteConfirmation
          key={item.id}
          type={type}
          item={item}
          onCancel={() => closeDialog(type.dialog)}
        />
      ) : null}
    </AdminDialog>
  );
  return { link, dialog };
}
