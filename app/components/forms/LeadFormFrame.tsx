import type { ReactNode } from "react";
import { ENHANCED_FIELD, SOURCE_FIELD } from "~/lib/forms/reply";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/lib/forms/spam-fields";
import { PageFieldErrors } from "./Fields";
import type { LeadForm } from "./useLeadForm";

/**
 * The `<form>` of every lead form: a real post to its action, the hidden fields (form id, time
 * stamp, honeypot, whether JavaScript is on, the page it was sent from), the refusal of a
 * post without JavaScript, and the submit button with its pending label.
 */
export function LeadFormFrame({
  lead,
  label,
  submitLabel,
  pendingLabel = "Enviando...",
  source,
  tone = "light",
  className = "space-y-5",
  footer,
  children,
}: {
  lead: LeadForm;
  label: string;
  submitLabel: string;
  pendingLabel?: string;
  /** The page address, for forms whose action is not the page's own (newsletter). */
  source?: string;
  tone?: "light" | "dark";
  className?: string;
  /** Replaces the single submit button (the REI's Anterior / Próximo). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { form, pageReply } = lead;
  const formProps = form.getFormProps();
  return (
    <form
      {...formProps}
      action={withFragment(lead.action, formProps.id)}
      method="post"
      noValidate
      aria-label={label}
      className={className}
    >
      {form.renderFormIdInput()}
      {lead.token ? <input type="hidden" name={TOKEN_FIELD} value={lead.token} /> : null}
      {lead.hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
      {source ? <input type="hidden" name={SOURCE_FIELD} value={source} /> : null}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          Não preencha este campo
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      {pageReply?.toast ? (
        <div
          role="alert"
          className={`rounded-lg border p-4 ${tone === "dark" ? "border-red-400/40 bg-red-950/60 text-red-100" : "border-red-200 bg-red-50 text-red-900"}`}
        >
          <p className="font-semibold">{pageReply.toast.title}</p>
          {pageReply.toast.description ? (
            <p className="mt-1 text-sm">{pageReply.toast.description}</p>
          ) : null}
        </div>
      ) : null}
      <PageFieldErrors.Provider value={pageReply?.fieldErrors ?? {}}>
        {children}
      </PageFieldErrors.Provider>
      {footer ?? (
        <button
          type="submit"
          disabled={lead.pending}
          className={`flex min-h-12 w-full items-center justify-center rounded-lg px-6 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70 ${tone === "dark" ? "bg-accent-300 text-brand-900 hover:bg-accent-500" : "bg-brand-700 text-white hover:bg-brand-800"}`}
        >
          {lead.pending ? pendingLabel : submitLabel}
        </button>
      )}
    </form>
  );
}

/**
 * Without JavaScript a refusal is a whole new page: the fragment brings the visitor back to the
 * form and its error summary instead of the top of the page. An action that already names a
 * target (the consultation dialog) keeps it.
 */
function withFragment(action: string, id: string | undefined) {
  return action.includes("#") || !id ? action : `${action}#${id}`;
}
