import { useFormAction } from "react-router";
import { CloseIcon } from "../ui/icons";
import { ContactForm } from "./ContactForm";

const DIALOG_ID = "consultoria";
const closeClass =
  "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100";

/**
 * Opens the consultation dialog: a modal once the app runs; before it arrives (ADR 0022) and
 * without JavaScript, the link makes the dialog the page's `#consultoria` target, which CSS
 * shows as an overlay.
 */
export function OpenConsultation({
  children,
  tone = "primary",
}: {
  children: React.ReactNode;
  tone?: "primary" | "light";
}) {
  return (
    <a
      href={`#${DIALOG_ID}`}
      onClick={(event) => {
        const dialog = document.getElementById(DIALOG_ID);
        if (dialog instanceof HTMLDialogElement && typeof dialog.showModal === "function") {
          event.preventDefault();
          dialog.showModal();
        }
      }}
      className={`inline-flex min-h-12 items-center justify-center rounded-lg px-6 font-semibold transition-colors ${tone === "light" ? "bg-white text-brand-800 hover:bg-brand-50" : "bg-brand-700 text-white shadow-sm hover:bg-brand-800"}`}
    >
      {children}
    </a>
  );
}

/**
 * The partner page's consultation form in a dialog: the diagnosis form (spec: the lead form of
 * formType diagnosis), on to the diagnosis calendar. Without JavaScript the dialog is the
 * target of `#consultoria` and shows as an overlay; the form posts back to the same hash so a
 * refusal re-opens it.
 */
export function ConsultationDialog({ heading, text }: { heading: string; text: string }) {
  const action = `${useFormAction()}#${DIALOG_ID}`;
  return (
    <dialog
      id={DIALOG_ID}
      aria-labelledby={`${DIALOG_ID}-titulo`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(100%-2rem,44rem)] overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-950/60 target:fixed target:inset-0 target:z-50 target:block target:shadow-[0_0_0_100vmax_rgba(2,6,23,0.6)]"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${DIALOG_ID}-titulo`} className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
          {/* biome-ignore lint/a11y/useValidAnchor: a real navigation (the target moves away) before the app arrives and without JavaScript. */}
          <a
            href="#fechar-consultoria"
            onClick={(event) => {
              // Opened as a modal (with the app): close it. Opened as the page's target (before
              // the app arrived): the link itself moves the target away.
              const dialog = document.getElementById(DIALOG_ID);
              if (dialog instanceof HTMLDialogElement && dialog.open) {
                event.preventDefault();
                dialog.close();
              }
            }}
            className={closeClass}
            aria-label="Fechar"
          >
            <CloseIcon width="20" height="20" />
          </a>
        </div>
        <p className="mt-2 text-slate-600">{text}</p>
        <div className="mt-6">
          <ContactForm formType="diagnosis" action={action} />
        </div>
      </div>
    </dialog>
  );
}
