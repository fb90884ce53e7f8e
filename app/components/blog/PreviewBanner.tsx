/**
 * Above a draft or scheduled post that a signed-in admin opens at its address (ADR 0015). Its
 * words come with the loader's data, so the admin's copy stays out of the public pages' code.
 */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <div
      role="note"
      aria-label="Pré-visualização"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-950"
    >
      {text}
    </div>
  );
}
