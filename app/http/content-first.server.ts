/**
 * Every page is readable and usable without JavaScript: links, forms and the carousel work as
 * plain HTML. So the app's scripts are fetched at low priority: on a phone connection they
 * should not take the bandwidth the first paint needs (text, styles, the hero image).
 * React Router renders the preload links itself, without a priority.
 *
 * (Waiting for the first paint before fetching them at all gave a better Lighthouse LCP, but
 * hydration came late enough that a click on a JavaScript-only control could go unanswered;
 * ADR 0010.)
 */
export function contentFirst(html: string) {
  return html.replaceAll(
    '<link rel="modulepreload" href=',
    '<link rel="modulepreload" fetchpriority="low" href=',
  );
}
