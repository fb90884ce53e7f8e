import { createContext } from "react";

/**
 * The site's stylesheet as text, given by the server's render only (entry.server.tsx): the
 * root puts it in the page's head, so the first paint waits for nothing but the document
 * (ADR 0053). In the browser it is undefined and the root renders no style: React keeps the
 * server's, a stylesheet identified by its `href` (React's hoisted styles).
 */
export const SiteStylesContext = createContext<string | undefined>(undefined);

/** The identifier React dedupes the site's stylesheet by. */
export const SITE_STYLES_HREF = "site-styles";
