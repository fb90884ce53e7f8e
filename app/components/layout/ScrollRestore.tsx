import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where positions are kept in sessionStorage: given to the hook, read by the inline script. */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * Before the app: a history entry that has a key (a reload, a return to a page left by a client
 * navigation) goes back to its saved position, as React Router's own script does. A new entry
 * has nothing saved, so nothing is read: its key is given in a task of its own, because
 * `replaceState` and the first `sessionStorage` read each wait on the browser process, and
 * React Router's script did both inside the parser's task after the first paint (issue 20).
 * The entry gets its index too (`idx`, 0 on a new entry, as React Router's history gives it), so
 * the router, as it starts, finds both and writes nothing to history inside hydration's task.
 */
const RESTORE_SCRIPT = `(function(s){var h=history,k=h.state&&h.state.key;if(!k){setTimeout(function(){if(!(h.state&&h.state.key))h.replaceState(Object.assign({idx:0},h.state,{key:Math.random().toString(32).slice(2)}),"")});return}try{var y=JSON.parse(sessionStorage.getItem(s)||"{}")[k];if(typeof y==="number")scrollTo(0,y)}catch(e){sessionStorage.removeItem(s)}})(${JSON.stringify(STORAGE_KEY)})`;

/** `<ScrollRestoration>` with a lighter inline script; the same hook once the app runs. */
export function ScrollRestore({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, no input
      dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }}
    />
  );
}
