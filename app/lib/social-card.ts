// What a page's social card shows and where it is (ADR 0018). Shared by the pages' loaders
// (which work out the link their meta gives) and the card route (which draws it): both build the
// same face from the same data, so the address a page gives is the one the route answers. Only
// server code runs it: meta runs in the browser too, and gets the link as data (ADR 0051).
import { brand } from "~content/brand";
import { pages } from "~content/pages";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What a card shows. Nothing else is drawn. */
export interface CardFace {
  title: string;
  /** The page's kind or category: 'Serviço', 'Case', 'Blog · Growth'… */
  kind: string;
  /** A post's or material's cover (a site-relative or storage address), when it has one. */
  cover?: string | null;
  /** When the content last changed (a post's updated_at), part of the version. */
  updatedAt?: string | null;
}

/** Bumped when the card's design (or its file) changes, so every card gets a new address. */
const DESIGN = "4";

/** FNV-1a, 32 bits: a short, stable key of a face (not a secret, nothing to forge). */
function fnv1a(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A version of what the card shows: any change of title, kind, cover or date gives a new one. */
export function cardVersion(face: CardFace): string {
  const key = JSON.stringify([
    DESIGN,
    face.title,
    face.kind,
    face.cover ?? "",
    face.updatedAt ?? "",
  ]);
  // Two hashes of different seeds' worth: the text and its reverse, 8 + 8 hex digits.
  const a = fnv1a(key).toString(16).padStart(8, "0");
  const b = fnv1a([...key].reverse().join(""))
    .toString(16)
    .padStart(8, "0");
  return `${a}${b}`;
}

const HOME_SEGMENT = "inicio";
const VERSION = /^[0-9a-f]{16}$/;
const PAGE_PATH = /^(?:\/[a-z0-9][a-z0-9-]{0,150}){1,2}$/;

export type CardFormat = "jpg" | "png";

/**
 * A card with a cover is a JPEG (a photo in a PNG weighs more than messaging apps take for a
 * preview); one without is a PNG. Known from the face alone, so the address and the page's
 * `og:image:type` say it before the card is drawn.
 */
export const cardFormat = (face: CardFace): CardFormat => (face.cover ? "jpg" : "png");

export const cardType = (face: CardFace) =>
  cardFormat(face) === "jpg" ? "image/jpeg" : "image/png";

/**
 * The card's site-relative address: `/og/{version}/{page path}.{png|jpg}` (the home:
 * `inicio`).
 */
export function cardPath(pagePath: string, face: CardFace): string {
  const page = pagePath === "/" ? `/${HOME_SEGMENT}` : pagePath;
  return `/og/${cardVersion(face)}${page}.${cardFormat(face)}`;
}

/** The page, version and format an address under /og/ names, or null for anything else. */
export function parseCardPath(
  splat: string,
): { version: string; pagePath: string; format: CardFormat } | null {
  if (splat.length > 200) return null;
  const match = /^([^/]+)(\/.+)\.(png|jpg)$/.exec(splat);
  if (!match) return null;
  const [, version = "", page = "", format = ""] = match;
  if (!VERSION.test(version) || !PAGE_PATH.test(page)) return null;
  return {
    version,
    pagePath: page === `/${HOME_SEGMENT}` ? "/" : page,
    format: format as CardFormat,
  };
}

/** The og:image a page gives: the card's site-relative address, its type, size and alt text. */
export interface SocialCardLink {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** A page without a parameter's link, with the path of the page it is for (the root's data). */
export type FixedPageCardLink = SocialCardLink & { page: string };

/**
 * The link to the card of the page at `pagePath` (its canonical path); undefined when the card
 * route would not take the address (a slug it cannot carry): better no image than a broken one.
 */
export function cardLink(pagePath: string, face: CardFace): SocialCardLink | undefined {
  const url = cardPath(pagePath, face);
  if (!parseCardPath(url.slice("/og/".length))) return undefined;
  return {
    url,
    type: cardType(face),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${face.kind}: ${face.title} — ${brand.name}`,
  };
}

/** The cards of the pages without a parameter (the route table's, booking pages included). */
export const fixedPageCards: Readonly<Record<string, CardFace>> = {
  "/": { title: pages.home.title, kind: "Consultoria B2B" },
  "/servicos": { title: "Serviços de revenue operations e growth", kind: "Serviços" },
  "/cases": { title: "Cases de clientes B2B", kind: "Cases" },
  "/partners/enics": { title: "ENICS — case de automação", kind: "Case de parceiro" },
  "/materiais": { title: pages.materials.title, kind: "Materiais" },
  "/downloads": { title: pages.downloads.title, kind: "Materiais" },
  "/comunidade": { title: pages.community.title, kind: "Comunidade" },
  "/quem-somos": { title: pages.about.title, kind: "Institucional" },
  "/blog": { title: "Blog de revenue operations e growth", kind: "Blog" },
  "/diagnostico": { title: pages.diagnosis.title, kind: "Diagnóstico" },
  "/agenda-diagnostico": { title: pages.diagnosisBooking.title, kind: "Diagnóstico" },
  "/booking": { title: pages.booking.title, kind: "Agendamento" },
  "/rei": { title: pages.rei.title, kind: "Questionário" },
  "/cadastro-parceiro": { title: pages.partnerSignup.title, kind: "Parceiros" },
  "/privacidade": { title: pages.privacy.title, kind: "Documento legal" },
  "/termos-de-uso": { title: pages.terms.title, kind: "Documento legal" },
};

export const serviceCard = (service: { title: string }): CardFace => ({
  title: service.title,
  kind: "Serviço",
});

export const caseCard = (study: { title: string; company: string }): CardFace => ({
  title: study.title,
  kind: `Case · ${study.company}`,
});

export const partnerCard = (partner: { name: string; category: string }): CardFace => ({
  title: partner.name,
  kind: `Case de parceiro · ${partner.category}`,
});

export const materialCard = (material: {
  title: string;
  type: string;
  image: string | null;
}): CardFace => ({
  title: material.title,
  kind: `Material · ${material.type}`,
  cover: material.image,
});

export const postCard = (post: {
  title: string;
  category: string;
  image: string | null;
  updatedAt: Date | string;
}): CardFace => ({
  title: post.title,
  kind: `Blog · ${post.category}`,
  cover: post.image,
  updatedAt: new Date(post.updatedAt).toISOString(),
});

/** A landing page's card (ADR 0045): its title; a new version whenever the page is saved. */
export const landingCard = (page: { title: string; updatedAt: Date | string }): CardFace => ({
  title: page.title,
  kind: "Conteúdo especial",
  updatedAt: new Date(page.updatedAt).toISOString(),
});
