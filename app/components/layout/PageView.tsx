import { useEffect } from "react";
import { useLocation } from "react-router";
import { useNonce } from "~/lib/nonce";
import { sendView, VIEW_PATH, VIEW_SCRIPT } from "~/lib/page-view";

/** The address whose view was sent last: at first, the document's, sent by its inline script. */
let sent = typeof window === "undefined" ? "" : window.location.pathname + window.location.search;
/** The path of the document as loaded: its Web Vitals are measured once, under it. */
const loadedPath = typeof window === "undefined" ? "" : window.location.pathname;
let measuring = false;

/**
 * Starts measuring the Web Vitals of this document (ADR 0052), once, if it was loaded as this
 * public page (not the admin, then a public page): web-vitals comes in a chunk of its own.
 */
function measureOnce() {
  if (measuring || window.location.pathname !== loadedPath) return;
  measuring = true;
  import("./measure-vitals")
    .then(({ measureVitals }) => measureVitals(loadedPath))
    // A chunk that fails to load (a new release, offline) only means no measurement.
    .catch(() => {});
}

/**
 * Counts a view of this public page (ADR 0019): an inline module script that sends a beacon
 * once the page is parsed (ADR 0027), an image for JavaScript off, and with the app running,
 * one beacon per navigation to another address. The same markup on every page, for every visitor.
 * Once the app has hydrated, the page's Web Vitals are measured too.
 */
export function PageView() {
  const nonce = useNonce();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again on each navigation
  useEffect(() => measureOnce(), [pathname]);
  useEffect(() => {
    if (here === sent) return;
    sent = here;
    sendView();
  }, [here]);
  return (
    <>
      <script
        // A module script runs after the parse instead of stopping it (ADR 0027).
        type="module"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input
        dangerouslySetInnerHTML={{ __html: VIEW_SCRIPT }}
      />
      <noscript>
        <img src={VIEW_PATH} alt="" width={1} height={1} className="absolute" />
      </noscript>
    </>
  );
}
