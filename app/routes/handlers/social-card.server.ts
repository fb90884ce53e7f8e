import {
  type CardFace,
  cardPath,
  caseCard,
  fixedPageCards,
  materialCard,
  parseCardPath,
  partnerCard,
  postCard,
  serviceCard,
} from "~/lib/social-card";
import { IMAGE_SAFETY, imageNotFound } from "~/routes/handlers/image-response.server";
import { findMaterial } from "~/server/materials/index.server";
import { findPostBySlug, postIsPublic } from "~/server/posts/queries.server";
import { socialCardPng } from "~/server/social/index.server";
import { readImage } from "~/server/storage/read-image.server";
import { findCase } from "~content/cases";
import { findPartnerCase } from "~content/partners";
import { findService } from "~content/services";

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
  const fixed = fixedPageCards[pagePath];
  if (fixed) return fixed;
  const [, section, slug = ""] = pagePath.split("/");
  switch (section) {
    case "servicos": {
      const service = findService(slug);
      return service && serviceCard(service);
    }
    case "cases": {
      const study = findCase(slug);
      return study && caseCard(study);
    }
    case "partners": {
      const partner = slug === "enics" ? undefined : findPartnerCase(slug);
      return partner && partnerCard(partner);
    }
    case "materiais": {
      const found = await findMaterial(slug);
      return found.status === "ok" && found.material ? materialCard(found.material) : undefined;
    }
    case "blog": {
      const post = await findPostBySlug(slug);
      return post && postIsPublic(post, now) ? postCard(post) : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * `/og/{version}/{page}.png`: the page's card. Only the address is read (never the query);
 * a page that does not exist answers 404, and an older version of a page that does is sent to
 * the current one (a link shared before the post changed).
 */
export async function socialCardResponse(splat: string): Promise<Response> {
  const wanted = parseCardPath(splat);
  if (!wanted) return imageNotFound();
  const face = await cardFaceOf(wanted.pagePath);
  if (!face) return imageNotFound();
  const current = cardPath(wanted.pagePath, face);
  if (current !== `/og/${splat}`) {
    return new Response(null, {
      status: 302,
      headers: { ...IMAGE_SAFETY, Location: current, "Cache-Control": "public, max-age=300" },
    });
  }
  const png = await socialCardPng(wanted.pagePath, face, () =>
    face.cover ? readImage(face.cover, { width: CARD_IMAGE_WIDTH }) : Promise.resolve(undefined),
  );
  return new Response(new Uint8Array(png), {
    headers: {
      ...IMAGE_SAFETY,
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // The address changes with what the card shows: it may be kept for good.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
