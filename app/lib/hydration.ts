import { useEffect } from "react";

/**
 * `<html data-hydrated>` once the app has hydrated (ADR 0022). Until then every control on a
 * public page works as HTML and CSS (or a tiny inline script); end-to-end tests that need the
 * app wait for this mark instead of sleeping.
 */
const HYDRATED_ATTRIBUTE = "data-hydrated";

export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, []);
}
