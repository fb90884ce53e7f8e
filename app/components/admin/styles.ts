/** Buttons and alerts of the admin; fields look like the public forms' (`forms/styles.ts`). */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-ink hover:border-brand-700 hover:text-brand-700 disabled:opacity-70";
export const dangerButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-70";
export const alertClass = "rounded-lg border border-red-200 bg-red-50 p-4 text-red-800";
/** A native file input whose button looks like the admin's secondary buttons. */
export const fileInputClass =
  "block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-ink hover:file:border-brand-700";
