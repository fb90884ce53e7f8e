/**
 * An external scheduling (or survey) page in an iframe, with its embed script. React hoists
 * the script into the head once, and only the pages that render this component load it.
 */
export function BookingFrame({
  src,
  title,
  scriptUrl,
  minHeight,
  dark = false,
  lazy = false,
}: {
  src: string;
  title: string;
  scriptUrl?: string;
  minHeight: 600 | 700 | 900;
  dark?: boolean;
  /** Below the fold (the contact block): load when it comes near. */
  lazy?: boolean;
}) {
  const heights = { 600: "min-h-[600px]", 700: "min-h-[700px]", 900: "min-h-[900px]" } as const;
  return (
    <>
      {scriptUrl ? <script src={scriptUrl} async /> : null}
      <iframe
        src={src}
        title={title}
        loading={lazy ? "lazy" : undefined}
        className={`w-full rounded-2xl border ${heights[minHeight]} ${dark ? "border-white/10 bg-slate-900" : "border-slate-200 bg-white"}`}
      />
    </>
  );
}
