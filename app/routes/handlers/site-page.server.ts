import { type AppLoadContext, data, redirect } from "react-router";
import { isSlug } from "~/lib/slug";
import { getAdmin } from "~/server/auth/session.server";
import { siteContentCopy } from "~content/admin-site-content";
import { notFoundUnlessRedirected } from "./missing-address.server";
import { databaseUnavailable } from "./unavailable.server";

interface Found<T> {
  item: T | undefined;
  draft: boolean;
  movedTo?: string;
}

/**
 * A page of the site's content by its slug (a case, a partner, a service): 301 for an address it
 * had before, else the admin's redirect or a 404 (ADR 0044), and a draft only for a signed-in
 * team member, as a preview that no cache keeps (ADR 0042).
 */
export async function sitePage<T>(
  request: Request,
  context: Pick<AppLoadContext, "clientIp">,
  slug: string | undefined,
  find: (slug: string) => Promise<Found<T>>,
  path: (slug: string) => string,
  where: string,
) {
  if (!slug || !isSlug(slug)) return notFoundUnlessRedirected(request, context);
  let found: Found<T>;
  let preview = false;
  try {
    found = await find(slug);
    if (found.item && found.draft) {
      preview = Boolean(await getAdmin(request));
      if (!preview) found = { item: undefined, draft: false };
    }
  } catch (error) {
    throw databaseUnavailable(error, where, request);
  }
  if (found.movedTo) throw redirect(path(found.movedTo), 301);
  const item = found.item;
  if (item === undefined) return notFoundUnlessRedirected(request, context);
  return {
    item,
    /** The banner a preview shows, as loader data: the page's code carries no admin words. */
    preview: preview ? siteContentCopy.editor.previewBanner : undefined,
    headers: preview ? { "Cache-Control": "private, no-store" } : undefined,
  };
}

/** A page's loader data with its headers (a preview is never kept). */
export const withHeaders = <T>(payload: T, headers?: Record<string, string>) =>
  headers ? data(payload, { headers }) : payload;
