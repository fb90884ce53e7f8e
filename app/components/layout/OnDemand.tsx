import { type ComponentType, lazy, memo, Suspense } from "react";
import type { MarketingTags } from "~/lib/consent";
import type { AdminHeaderData } from "../admin/AdminHeader";

/** Equal when every prop is the same value. */
const sameProps = <P extends object>(a: P, b: P) =>
  Object.keys({ ...a, ...b }).every((key) => a[key as keyof P] === b[key as keyof P]);

/**
 * A part of the page with its code in a chunk of its own (`React.lazy`), so no public page
 * starts with the admin's code and each stays within its JavaScript budget: the admin's header,
 * only on /admin pages; the cookie banner and the footer's link to it, only when marketing tags
 * are configured (ADR 0020); the error pages, only on an error.
 * The server renders them in the page like any other part (it answers after everything is
 * ready, entry.server.tsx); in the browser React keeps that HTML as it is until the chunk
 * arrives, fetched as soon as hydration reaches it, and then hydrates it. memo: a re-render of
 * the layout around a part whose code has not arrived must not reach it (React would drop its
 * HTML).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  same: (a: P, b: P) => boolean = sameProps,
) {
  const Code = lazy(() => load().then((component) => ({ default: component })));
  return memo(function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Code {...props} />
      </Suspense>
    );
  }, same);
}

export const AdminHeaderOnDemand = onDemand<{ data?: AdminHeaderData }>(
  () => import("../admin/AdminHeader").then((m) => m.AdminHeader),
  (a, b) =>
    a.data?.username === b.data?.username &&
    a.data?.role === b.data?.role &&
    a.data?.failedLeads === b.data?.failedLeads,
);

const consentBanner = () => import("./ConsentBanner");

export const ConsentBannerOnDemand = onDemand<{ tags: MarketingTags }>(
  () => consentBanner().then((m) => m.ConsentBanner),
  (a, b) => JSON.stringify(a.tags) === JSON.stringify(b.tags),
);

export const CookiePreferencesLinkOnDemand = onDemand<{ className?: string }>(
  () => consentBanner().then((m) => m.CookiePreferencesLink),
  (a, b) => a.className === b.className,
);

const errorPages = () => import("./ErrorPages");
type Props<T> = T extends ComponentType<infer P> ? P : never;
type ErrorPages = Awaited<ReturnType<typeof errorPages>>;

export const NotFoundPageOnDemand = onDemand<Props<ErrorPages["NotFoundPage"]>>(() =>
  errorPages().then((m) => m.NotFoundPage),
);

export const ServerErrorPageOnDemand = onDemand<Record<string, never>>(() =>
  errorPages().then((m) => m.ServerErrorPage),
);

export const RefusedRequestPageOnDemand = onDemand<Props<ErrorPages["RefusedRequestPage"]>>(() =>
  errorPages().then((m) => m.RefusedRequestPage),
);
