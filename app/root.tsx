import { useContext } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { takeFlash } from "~/routes/handlers/flash.server";
import { errorTitles } from "~content/error-titles";
import type { Route } from "./+types/root";
import adminStylesHref from "./admin.css?url";
import { NewsletterForm } from "./components/forms/NewsletterForm";
import {
  AdminHeaderOnDemand,
  ConsentBannerOnDemand,
  CookiePreferencesLinkOnDemand,
  NotFoundPageOnDemand,
  RefusedRequestPageOnDemand,
  ServerErrorPageOnDemand,
} from "./components/layout/OnDemand";
import { PageView } from "./components/layout/PageView";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { ToastHost } from "./components/layout/ToastMessage";
import { isAdminPath } from "./lib/admin-path";
import { marketingTags } from "./lib/consent";
import { useHydrationMark } from "./lib/hydration";
import { useNonce } from "./lib/nonce";
import { pageTitle } from "./lib/page-title";
import { contactsOf } from "./lib/site-settings";
import { SITE_STYLES_HREF, SiteStylesContext } from "./lib/site-styles";
import type { loader as adminLayoutLoader } from "./routes/admin/layout";
import type { loader as landingPageLoader } from "./routes/landing-page";
import { env } from "./server/env.server";
import { siteSettings } from "./server/site-settings/settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const config = env();
  const [{ toast, form, setCookie }, contacts] = await Promise.all([
    takeFlash(request),
    // The footer's contacts, from the site's settings (/admin/site); the admin shows no footer.
    isAdminPath(new URL(request.url).pathname)
      ? undefined
      : siteSettings(request).then((settings) => contactsOf(settings.values)),
  ]);
  return data(
    {
      contacts,
      origin: config.BASE_URL,
      year: new Date().getFullYear(),
      toast,
      // A form refused on another page than its own (the footer newsletter without JS).
      form,
      // The same for every visitor: the choice is read in the browser (ADR 0020).
      marketingTags: marketingTags(config),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

// A flash message is read once: the header that clears it must reach the browser.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cookie = loaderHeaders.get("Set-Cookie");
  return cookie ? { "Set-Cookie": cookie } : new Headers();
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Home screens and shared links (ADR 0018): PNG icons and the web manifest.
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const title =
    isRouteErrorResponse(error) && error.status === 404
      ? errorTitles.notFound
      : errorTitles.serverError;
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
};

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // The admin has a header of its own and no public footer or newsletter.
  const admin = isAdminPath(useLocation().pathname);
  const adminData = useRouteLoaderData<typeof adminLayoutLoader>("routes/admin/layout");
  // A campaign's 'Página focada' keeps its visitors: no menu links, no footer newsletter.
  const landing = useRouteLoaderData<typeof landingPageLoader>("routes/landing-page");
  const focused = landing?.page.focused === true;
  // Marketing tags and their banner only on public pages, only when configured (ADR 0020).
  const tags = admin ? undefined : root?.marketingTags;
  useHydrationMark();
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <SiteStyles />
        {/* The admin's screens' own classes (ADR 0060), a stylesheet React keeps in the head,
            also after a navigation in the browser. */}
        {admin ? <link rel="stylesheet" href={adminStylesHref} precedence="admin" /> : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Pular para o conteúdo
        </a>
        {tags ? <ConsentBannerOnDemand tags={tags} /> : null}
        {admin ? <AdminHeaderOnDemand data={adminData} /> : <SiteHeader focused={focused} />}
        <ToastHost flash={root?.toast} />
        <main
          id="conteudo"
          tabIndex={-1}
          className={`flex-1 focus:outline-none ${admin ? "bg-slate-50" : "pt-16"}`}
        >
          {children}
        </main>
        {admin ? null : (
          <SiteFooter
            year={root?.year ?? new Date().getFullYear()}
            newsletter={root ? <NewsletterForm /> : null}
            focused={focused}
            cookiePreferences={tags ? CookiePreferencesLinkOnDemand : undefined}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The site's stylesheet in the head, from the server's render only (ADR 0053). React keeps no
 * nonce on a hoisted style: the CSP allows it by its hash.
 */
function SiteStyles() {
  const styles = useContext(SiteStylesContext);
  if (!styles) return null;
  return (
    <style href={SITE_STYLES_HREF} precedence="site">
      {styles}
    </style>
  );
}

/** A page's view is counted on public pages only: not the admin, not a page for one visitor. */
export default function App() {
  const admin = isAdminPath(useLocation().pathname);
  const personal = useMatches().some(
    (match) => (match.handle as { sitemap?: boolean } | undefined)?.sitemap === false,
  );
  return (
    <>
      <Outlet />
      {admin || personal ? null : <PageView />}
    </>
  );
}

/** 404 for unknown addresses and missing content; a friendly page for anything else. */
const isRefusal = (value: unknown): value is { title: string; description: string } =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { title?: unknown }).title === "string" &&
  typeof (value as { description?: unknown }).description === "string";

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPageOnDemand />;
  // Refusals (4xx) and a service unavailable for now (503) carry their own Portuguese words.
  const explained = isRouteErrorResponse(error) && (error.status < 500 || error.status === 503);
  if (explained && isRefusal(error.data)) {
    return <RefusedRequestPageOnDemand status={error.status} {...error.data} />;
  }
  return <ServerErrorPageOnDemand />;
}
