import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, for the page's inline scripts and styles. Provided by
 * entry.server; undefined in the browser, which hides nonces from the DOM anyway.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
