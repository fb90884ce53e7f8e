import { useEffect, useRef, useState } from "react";
import { useSiteContacts, whatsappHref } from "~/lib/site-settings";
import { bookingCopy } from "~content/booking";
import { mailto } from "~content/brand";

const copy = bookingCopy.fallback;
/** How long a calendar may take before the page offers the other ways in. */
const LOAD_WAIT_MS = 6_000;

/**
 * An external scheduling (or survey) page in an iframe, with its embed script. React hoists
 * the script into the head once, and only the pages that render this component load it.
 *
 * A calendar can fail where no script sees it (blocked, offline, its host down), so the way
 * around it is always written above the frame, with or without JavaScript: its address in a new
 * tab and the consultancy's contacts (the site's settings, /admin/site). With JavaScript, a frame still not loaded after a few
 * seconds gives its place to that message. No address at all: the team gets in touch.
 */
export function BookingFrame({
  src,
  title,
  scriptUrl,
  minHeight,
  dark = false,
  lazy = false,
  survey = false,
}: {
  /** Unset when the calendar is not configured. */
  src?: string;
  title: string;
  scriptUrl?: string;
  minHeight: 600 | 700 | 900;
  dark?: boolean;
  /** Below the fold (the contact block): load when it comes near. */
  lazy?: boolean;
  /** A form rather than a calendar (the partner survey). */
  survey?: boolean;
}) {
  const heights = { 600: "min-h-[600px]", 700: "min-h-[700px]", 900: "min-h-[900px]" } as const;
  const { contactEmail, whatsapp } = useSiteContacts();
  const frame = useRef<HTMLIFrameElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const iframe = frame.current;
    if (!src || !iframe) return;
    let ended = false;
    const fail = () => !ended && setFailed(true);
    // A host that refuses the connection still fires the frame's load, with the browser's error
    // page inside: a request of our own to the same address tells that apart.
    const probe = () =>
      fetch(iframe.src, {
        mode: "no-cors",
        credentials: "omit",
        cache: "no-store",
        referrerPolicy: "no-referrer",
      })
        // Only whether it answers matters: a body left unread would hold the request open.
        .then((response) => response.body?.cancel())
        .catch(fail);
    // Loaded before the app arrived: the browser has its timing entry.
    let loaded = performance.getEntriesByName(iframe.src).length > 0;
    const onLoad = () => {
      loaded = true;
    };
    iframe.addEventListener("load", onLoad);
    // A lazy frame far below waits for the visitor: only one they can see is checked and timed.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || timer !== undefined) return;
      if (!survey) void probe();
      timer = setTimeout(() => !loaded && fail(), LOAD_WAIT_MS);
    });
    seen.observe(iframe);
    return () => {
      ended = true;
      iframe.removeEventListener("load", onLoad);
      seen.disconnect();
      clearTimeout(timer);
    };
  }, [src, survey]);

  const box = `rounded-2xl border p-6 ${dark ? "border-white/10 bg-slate-900 text-slate-200" : "border-slate-200 bg-slate-50 text-slate-700"}`;
  const link = `font-semibold underline underline-offset-2 ${dark ? "text-accent-300" : "text-brand-700"}`;
  const contacts = (
    <p className="mt-2">
      {copy.write}{" "}
      <a href={mailto(contactEmail)} className={link}>
        {contactEmail}
      </a>
      {whatsapp ? (
        <>
          {" · "}
          <a href={whatsappHref(whatsapp)} target="_blank" rel="noopener" className={link}>
            {copy.whatsapp}
          </a>
        </>
      ) : null}
    </p>
  );

  if (!src) {
    return (
      // In a grid beside a taller column: as tall as its text, not the row.
      <div role="status" data-agenda-indisponivel="" className={`self-start ${box}`}>
        <p className="text-lg font-semibold">{copy.unset}</p>
        {contacts}
      </div>
    );
  }
  const open = (
    <a href={src} target="_blank" rel="noopener" className={link}>
      {survey ? copy.openSurvey : copy.open}
    </a>
  );
  return (
    <div>
      {scriptUrl ? <script src={scriptUrl} async /> : null}
      {failed ? (
        <div role="status" data-agenda-indisponivel="" className={box}>
          <p className="text-lg font-semibold">
            {copy.failed} {open}.
          </p>
          {contacts}
        </div>
      ) : (
        // Above the frame: a calendar that does not show leaves a blank box of its height, and
        // without JavaScript nothing can tell, so the way around it is in view first.
        <div className={`mb-3 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>
          <p>
            {copy.below} {open}.
          </p>
          {contacts}
        </div>
      )}
      <iframe
        ref={frame}
        src={src}
        title={title}
        loading={lazy ? "lazy" : undefined}
        hidden={failed}
        className={`w-full rounded-2xl border ${heights[minHeight]} ${dark ? "border-white/10 bg-slate-900" : "border-slate-200 bg-white"}`}
      />
    </div>
  );
}
