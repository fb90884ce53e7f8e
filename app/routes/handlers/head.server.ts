import type { MetaDescriptor } from "react-router";
import type { MetaContext } from "~/lib/seo";
import { contactsOf } from "~/lib/site-settings";
import { env } from "~/server/env.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { fixedPageCardLink } from "./card-link.server";

/** What a page's head is described from: its path, the site's origin, contacts and card, its data. */
export type HeadContext<D> = MetaContext & { loaderData: D };

/**
 * A page's head (title, description, canonical, cards, structured data), worked out by its
 * loader, which hands it to its meta function (ADR 0054): the code that describes a head (seo,
 * jsonld, the image variants) stays on the server instead of in every page's scripts. The root's
 * part (origin, contacts, the card of a page without a parameter) is read here, so a page reached
 * inside the app gets the same head as one loaded whole.
 */
export async function pageHead<D>(
  request: Request,
  loaderData: D,
  describe: (context: HeadContext<D>) => MetaDescriptor[],
): Promise<MetaDescriptor[]> {
  const settings = await siteSettings(request);
  const root = {
    origin: env().BASE_URL,
    contacts: contactsOf(settings.values),
    socialCard: fixedPageCardLink(request),
  };
  return describe({
    location: { pathname: new URL(request.url).pathname },
    matches: [{ id: "root", loaderData: root }],
    loaderData,
  });
}

/** A loader whose data carries the page's head, described from what it loaded. */
export function withHead<A extends { request: Request }, D extends object>(
  load: (args: A) => D | Promise<D>,
  describe: (context: HeadContext<D>) => MetaDescriptor[],
) {
  return async (args: A) => {
    const loaded = await load(args);
    return { ...loaded, head: await pageHead(args.request, loaded, describe) };
  };
}
