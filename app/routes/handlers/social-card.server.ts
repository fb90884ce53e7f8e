import { isLandingAddress } from "~/lib/landing/address";
import { listPageCards } from "~/lib/site-content/kinds";
import {
  type CardFace,
  cardPath,
  cardType,
  cardVersion,
  caseCard,
  fixedPageCards,
  landingCard,
  materialCard,
  parseCardPath,
  partnerCard,
  postCard,
  serviceCard,
} from "~/lib/social-card";
import { IMAGE_SAFETY, imageNotFound } from "~/routes/handlers/image-response.server";
import { landingIsPublic, landingPageBySlug } from "~/server/landing/pages.server";
import { logger } from "~/server/logger.server";
import { findMaterial } from "~/server/materials/index.server";
import { findPostBySlug, postIsPublic } from "~/server/posts/queries.server";
import { findCaseStudy, findPartner, findService } from "~/server/site/public.server";
import { CardPaintFailed, CardsBusy, socialCard } from "~/server/social/index.server";
import { readImage } from "~/server/storage/read-image.server";

/** The variant drawn on a card: wide enough for its 432 px panel at twice the density. */
const CARD_IMAGE_WIDTH = 800;

/**
 * The face of a public page's card, built from the same data and by the same functions as the
 * page's meta; undefined for an address that is no public page (drafts and scheduled posts
 * included).
 */
export async function cardFaceOf(
  pagePath: string,
  now = new Date(),
): Promise<CardFace | undefined> {
  const fixed = fixedPageCards[pagePath] ?? listPageCards[pagePath];
  if (fixed) return fixed;
  const [, section, slug = ""] = pagePath.split("/");
  switch (section) {
    // Drafts have no card: only what a visitor can see is drawn.
    case "servicos": {
      const found = await findService(slug);
      return found.item && !found.draft ? serviceCard(found.item) : undefined;
    }
    case "cases": {
      const found = await findCaseStudy(slug);
      return found.item && !found.draft ? caseCard(found.item) : undefined;
    }
    case "partners": {
      const found = slug === "enics" ? undefined : await findPartner(slug);
      return found?.item && !found.draft ? partnerCard(found.item) : undefined;
    }
    case "materiais": {
      const found = await findMaterial(slug);
      return found.status === "ok" && found.material ? materialCard(found.material) : undefined;
    }
    case "blog": {
      const post = await findPostBySlug(slug);
      return post && postIsPublic(post, now) ? postCard(post) : undefined;
    }
    default: {
      // A landing page (ADR 0045): one segment, public only.
      if (slug || !isLandingAddress(section)) return undefined;
      const page = await landingPageBySlug(section);
      return page && landingIsPublic(page, now) ? landingCard(page) : undefined;
    }
  }
}

/** Seconds a client is asked to wait when cards cannot be drawn now. */
const RETRY_AFTER_S = 5;

/** Too many cards waiting to be drawn, or drawing failed: come back in a few seconds. */
const cardsBusy = () =>
  new Response("Estamos gerando muitas imagens agora. Tente de novo em alguns segundos.", {
    status: 503,
    headers: {
      ...IMAGE_SAFETY,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": String(RETRY_AFTER_S),
    },
  });

/**
 * `/og/{version}/{page}.{png|jpg}`: the page's card. Only the address is read (never the
 * query); a page that does not exist answers 404, and an older version of a page that does is
 * sent to the current one (a link shared before the post changed). The current version under
 * the other extension is no address we ever gave: 404.
 */
export async function socialCardResponse(splat: string): Promise<Response> {
  const wanted = parseCardPath(splat);
  if (!wanted) return imageNotFound();
  const face = await cardFaceOf(wanted.pagePath);
  if (!face) return imageNotFound();
  const current = cardPath(wanted.pagePath, face);
  if (current !== `/og/${splat}`) {
    if (wanted.version === cardVersion(face)) return imageNotFound();
    return new Response(null, {
      status: 302,
      headers: { ...IMAGE_SAFETY, Location: current, "Cache-Control": "public, max-age=300" },
    });
  }
  let card: Buffer;
  try {
    card = await socialCard(wanted.pagePath, face, () =>
      face.cover ? readImage(face.cover, { width: CARD_IMAGE_WIDTH }) : Promise.resolve(undefined),
    );
  } catch (error) {
    if (error instanceof CardsBusy) return cardsBusy();
    if (error instanceof CardPaintFailed) {
      logger.error({ err: error, page: wanted.pagePath }, "cartão social não desenhado");
      return cardsBusy();
    }
    throw error;
  }
  return new Response(new Uint8Array(card), {
    headers: {
      ...IMAGE_SAFETY,
      "Content-Type": cardType(face),
      "Content-Length": String(card.length),
      // The address changes with what the card shows: it may be kept for good.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
