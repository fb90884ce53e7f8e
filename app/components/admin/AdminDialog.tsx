import { type ReactNode, useEffect } from "react";
import { useFetcher } from "react-router";
import { CloseIcon } from "../ui/icons";

const openDialog = (id: string) => {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement && typeof dialog.showModal === "function") {
    dialog.showModal();
    return true;
  }
  return false;
};

export const closeDialog = (id: string) =>
  (document.getElementById(id) as HTMLDialogElement | null)?.close();

/**
 * A dialog whose fetcher finished without a reply has done its job (its action redirected,
 * with a message for the page): close it.
 */
export function useCloseWhenDone(fetcherKey: string, dialogId: string) {
  const fetcher = useFetcher({ key: fetcherKey });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data === undefined) closeDialog(dialogId);
  }, [fetcher.state, fetcher.data, dialogId]);
}

/**
 * A link that opens a modal with JavaScript; without it (or without <dialog> support) it is a
 * plain link to a page with the same content, so every admin action works with JS off.
 */
export function DialogLink({
  dialogId,
  href,
  onOpen,
  className,
  children,
  label,
}: {
  dialogId: string;
  href: string;
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      aria-haspopup="dialog"
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        onOpen?.();
        if (openDialog(dialogId)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

export function AdminDialog({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="m-auto w-[min(100%-2rem,32rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-titulo`} className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => closeDialog(id)}
            className="-mt-2 -mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            aria-label="Fechar"
          >
            <CloseIcon width="20" height="20" />
          </button>
        </div>
        <div className="mt-3">{children}</div>
      </div>
    </dialog>
  );
}
