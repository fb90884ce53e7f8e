import { useEffect, useState } from "react";
import type { Toast } from "~/lib/toast";
import { showToast, useClientToast } from "~/lib/toast-store";
import { CloseIcon } from "../ui/icons";

/**
 * The message of the last redirect. Without JavaScript it stays at the top of the page; with
 * it, it can be closed and leaves by itself after a few seconds.
 */
function ToastMessage({ toast }: { toast: Toast }) {
  const [open, setOpen] = useState(true);
  const [interactive, setInteractive] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message opens the toast again.
  useEffect(() => {
    setOpen(true);
    setInteractive(true);
    const timer = setTimeout(() => setOpen(false), 8_000);
    return () => clearTimeout(timer);
  }, [toast]);
  if (!open) return null;
  const error = toast.variant === "error";
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
      <div
        role={error ? "alert" : "status"}
        className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl border p-4 shadow-lg ${error ? "border-red-200 bg-red-50 text-red-900" : "border-emerald-200 bg-emerald-50 text-emerald-900"}`}
      >
        <div className="flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
        </div>
        {interactive ? (
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md p-1 hover:bg-black/5"
            aria-label="Fechar mensagem"
          >
            <CloseIcon width="18" height="18" />
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The newest message: one raised in the browser, else the flash message of the last redirect
 * (which the server renders, so it shows without JavaScript too).
 */
export function ToastHost({ flash }: { flash?: Toast }) {
  const client = useClientToast();
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  const toast = client?.toast ?? flash;
  return toast ? <ToastMessage key={client?.id ?? 0} toast={toast} /> : null;
}
