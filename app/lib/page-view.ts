/**
 * A page view, as the browser tells it (ADR 0019): the page's path, its utm_source,
 * utm_medium and utm_campaign (nothing else of the address, which may hold other values), and
 * the page the visitor came from, which the server reduces to its host. No cookie, no id.
 */

/** Where views are sent: `POST` by the beacon, `GET` by the no-JavaScript image. */
export const VIEW_PATH = "/visita";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"];

/** The beacon's fields for a location. */
export function viewFields(location: { pathname: string; search: string }, referrer: string) {
  const query = new URLSearchParams(location.search);
  const fields = new URLSearchParams({ p: location.pathname, r: referrer });
  for (const key of UTM_KEYS) {
    const value = query.get(key);
    if (value) fields.set(key, value);
  }
  return fields;
}

/** Sends the view of the page now shown (a navigation inside the app: no outside referrer). */
export function sendView() {
  navigator.sendBeacon?.(VIEW_PATH, viewFields(window.location, ""));
}

/**
 * The same as an inline script, run where the page is parsed, before and without the app. A
 * page the browser prerenders is counted when, and only if, the visitor opens it. Identical for
 * every page and visitor, so the page cache serves the same bytes.
 */
export const VIEW_SCRIPT = `(function(){var l=location,q=new URLSearchParams(l.search),f=new URLSearchParams({p:l.pathname,r:document.referrer});${JSON.stringify(UTM_KEYS)}.forEach(function(k){var v=q.get(k);if(v)f.set(k,v)});function s(){if(navigator.sendBeacon)navigator.sendBeacon("${VIEW_PATH}",f)}if(document.prerendering)document.addEventListener("prerenderingchange",s,{once:true});else s()})()`;
