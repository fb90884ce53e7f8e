/**
 * The look of every text field and its label, public forms and admin alike. `[readonly]` is
 * the editor's slug while it follows the title.
 */
export const inputClass =
  "mt-1.5 block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 [&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";

export const labelClass = "text-sm font-medium text-ink";

/**
 * When rvf checks an admin form: first on submit, then, once sent, as the person corrects each
 * field (lead forms do the same in useLeadForm).
 */
export const validationBehavior = {
  initial: "onSubmit",
  whenTouched: "onSubmit",
  whenSubmitted: "onChange",
} as const;
