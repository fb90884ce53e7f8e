import { useEffect, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import type { LeadWorkReply } from "~/lib/forms/lead-work-schema";
import { closeErrorToast, showToast } from "~/lib/toast-store";

/**
 * One of the lead page's work forms. With JavaScript it posts through a fetcher: the page stays,
 * the saved message is a toast and `onDone` runs; without it, a plain post whose refusal comes
 * back as the page's action data. `reply` is the refusal to show, from either.
 */
export function useWorkForm(intent: LeadWorkReply["intent"], onDone?: () => void) {
  const fetcher = useFetcher<LeadWorkReply>({ key: `lead-${intent}` });
  const page = useActionData() as LeadWorkReply | undefined;
  const fromFetcher = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<LeadWorkReply>(undefined);
  useEffect(() => {
    if (fetcher.state === "submitting") closeErrorToast();
  }, [fetcher.state]);
  useEffect(() => {
    if (!fromFetcher || handled.current === fromFetcher) return;
    handled.current = fromFetcher;
    if (fromFetcher.toast) {
      showToast(fromFetcher.toast);
      onDone?.();
    }
  }, [fromFetcher, onDone]);
  const latest = fetcher.data ?? (page?.intent === intent ? page : undefined);
  return {
    fetcher,
    busy: fetcher.state !== "idle",
    refusal: latest?.intent === intent && latest.message ? latest : undefined,
  };
}
