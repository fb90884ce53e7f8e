import { isRouteErrorResponse, Link } from "react-router";
import { AdminPage } from "../layout/AdminPage";
// The error pages come on demand, as at the root: a static import would pull them into a chunk.
import {
  NotFoundPageOnDemand as NotFoundPage,
  RefusedRequestPageOnDemand as RefusedRequestPage,
  ServerErrorPageOnDemand as ServerErrorPage,
} from "../layout/OnDemand";
import { alertClass, primaryButton } from "./styles";

interface Forbidden {
  title: string;
  description: string;
  home: string;
  homeLabel: string;
}

/** A 403 for the admin's role (`requireAdmin`): its words and the way to its first page. */
export function forbiddenOf(error: unknown): Forbidden | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const value = error.data as Partial<Forbidden> | null;
  return typeof value?.home === "string" && typeof value.title === "string"
    ? (value as Forbidden)
    : undefined;
}

/** 'Acesso restrito': a page outside the role, inside the admin's frame. */
export function ForbiddenPage({ forbidden }: { forbidden: Forbidden }) {
  return (
    <section className="py-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Erro 403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">{forbidden.title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{forbidden.description}</p>
      <Link to={forbidden.home} className={`mt-6 ${primaryButton}`}>
        {forbidden.homeLabel}
      </Link>
    </section>
  );
}

const hasWords = (value: unknown): value is { title: string; description: string } =>
  typeof (value as { title?: unknown } | null)?.title === "string" &&
  typeof (value as { description?: unknown } | null)?.description === "string";

/** What an admin page shows for an error, as the root does for the site's, in the admin. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const forbidden = forbiddenOf(error);
  if (forbidden) return <ForbiddenPage forbidden={forbidden} />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return <NotFoundPage backTo="/admin" backLabel="Voltar ao painel" />;
  const explained = isRouteErrorResponse(error) && (error.status < 500 || error.status === 503);
  if (explained && hasWords(error.data)) {
    return <RefusedRequestPage status={error.status} {...error.data} />;
  }
  return <ServerErrorPage />;
}

/**
 * An admin screen's error boundary (the kit, ADR 0055): a role that does not open it gets the
 * admin's 403 page, any other failure the screen's title and its message, inside the admin.
 */
export const screenErrorBoundary = (title: string, message: string) =>
  function ScreenError({ error }: { error: unknown }) {
    const forbidden = forbiddenOf(error);
    if (forbidden) return <ForbiddenPage forbidden={forbidden} />;
    return (
      <AdminPage title={title}>
        <p role="alert" className={alertClass}>
          {message}
        </p>
      </AdminPage>
    );
  };
