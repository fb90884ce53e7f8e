import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { Toast } from "~/lib/toast";
import { clearClientToast, showToast, useClientToast } from "~/lib/toast-store";
import { CloseIcon } from "../ui/icons";

/**
 * The message of the last redirect, or of a form's reply, at the bottom of the screen where it
 * covers no heading and no field the visitor is fixing. A non-modal `<dialog open>` whose
 * close button is a `<form method="dialog">`: the browser closes it without any script, so it
 * can be dismissed before the app arrives (ADR 0022) and with JavaScript off. With the app it
 * also leaves by itself after a few seconds.
 */
function ToastMessage({ toast }: { toast: Toast }) {
  const [open, setOpen] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message opens the toast again.
  useEffect(() => {
    setOpen(true);
    const timer = setTimeout(() => setOpen(false), 8_000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!open) return null;
  const error = toast.variant === "error";
  return (
    <dialog
      open
      data-toast=""
      aria-label="Mensagem"
      onClose={() => setOpen(false)}
      className="pointer-events-none fixed inset-x-0 top-auto bottom-4 z-40 m-0 hidden w-full open:flex max-w-none justify-center border-0 bg-transparent px-4 py-0 text-inherit sm:justify-end sm:px-6"
    >
      <div
        role={error ? "alert" : "status"}
        className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-4 shadow-lg ${error ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
      >
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        <form method="dialog">
          <button
            type="submit"
            className="rounded-md p-1 hover:bg-black/5"
            aria-label="Fechar mensagem"
          >
            <CloseIcon width="18" height="18" />
          </button>
        </form>
      </div>
    </dialog>
  );
}

/**
 * The newest message: one raised in the browser, else the flash message of the last redirect
 * (which the server renders, so it shows without JavaScript too).
 */
export function ToastHost({ flash }: { flash?: Toast }) {
  const client = useClientToast();
  const { pathname, search } = useLocation();
  const page = `${pathname}${search}`;
  const shownOn = useRef(page);
  // Another page (not a jump to an anchor of this one): the last page's toast ends with it.
  // Before the flash effect below, so that the new page's own message is then shown.
  useEffect(() => {
    if (shownOn.current === page) return;
    shownOn.current = page;
    clearClientToast();
  }, [page]);
  useEffect(() => {
    // Not again if the visitor closed the server's message before the app arrived.
    const closed = document.querySelector("dialog[data-toast]:not([open])");
    if (flash && !closed) showToast(flash);
  }, [flash]);
  // A closed client toast (`null`) is not replaced by the page's flash message again.
  const toast = client ? client.toast : flash;
  return toast ? <ToastMessage key={client?.id ?? 0} toast={toast} /> : null;
}
