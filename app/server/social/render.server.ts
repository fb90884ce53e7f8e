import sharp from "sharp";
import { CARD_HEIGHT, CARD_WIDTH, type CardFormat } from "~/lib/social-card";
import { fitLine, fitTitle } from "./fit.server";
import { paintInThread } from "./paint.server";

/** What the card draws: text and, at most, one cover already made into a data URI. */
export interface CardDrawing {
  title: string;
  kind: string;
  brandName: string;
  domain: string;
  /** A JPEG data URI of the cover, sized to COVER_WIDTH × CARD_HEIGHT. */
  cover?: string;
}

/** The site's colours (app/app.css). */
const COLOURS = {
  ink: "#0f172a",
  brand200: "#c7d2fe",
  brand700: "#4338ca",
  brand800: "#3730a3",
  brand900: "#1e1b4b",
  accent300: "#5eead4",
  white: "#ffffff",
};

export const COVER_WIDTH = 440;
const PAD_X = 72;
const PAD_Y = 60;

/** The mark of public/favicon.svg. */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${COLOURS.brand700}"/><path d="M9 22.5 21.5 10M13 10h8.5v8.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="9" cy="22.5" r="2.2" fill="${COLOURS.accent300}"/></svg>`;
/** The mark's arrow alone, large and faint, in the corner of a card without a cover. */
const ARROW = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M9 22.5 21.5 10M13 10h8.5v8.5" fill="none" stroke="${COLOURS.brand700}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="9" cy="22.5" r="1.8" fill="${COLOURS.accent300}" fill-opacity="0.55"/></svg>`;
const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

type Node = { type: string; props: Record<string, unknown> };
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});
const img = (src: string, style: Record<string, unknown>): Node => ({
  type: "img",
  props: { src, style, width: style.width, height: style.height },
});

/** One line, clipped with an ellipsis should our estimate of its width fall short. */
const line = (text: string, style: Record<string, unknown>) =>
  h(
    "div",
    {
      display: "flex",
      whiteSpace: "nowrap",
      overflow: "hidden",
      textOverflow: "ellipsis",
      ...style,
    },
    text,
  );

function layout(card: CardDrawing): Node {
  const textWidth = card.cover ? CARD_WIDTH - COVER_WIDTH - PAD_X * 2 : CARD_WIDTH - PAD_X * 2 - 40;
  const title = fitTitle(card.title, textWidth);
  // Short of the faint arrow in the top right corner.
  const kindWidth = Math.min(textWidth, 800);
  const kind = fitLine(card.kind, 30, kindWidth);
  const text = h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      // The rest of the row, padding included (a width would not count the padding).
      flexGrow: 1,
      padding: `${PAD_Y}px ${PAD_X}px`,
    },
    h(
      "div",
      { display: "flex", alignItems: "center" },
      img(svgUri(MARK), { width: 60, height: 60 }),
      h(
        "div",
        { display: "flex", marginLeft: 20, fontSize: 36, fontWeight: 700, color: COLOURS.white },
        card.brandName,
      ),
    ),
    h(
      "div",
      { display: "flex", flexDirection: "column" },
      line(kind, {
        fontSize: 30,
        fontWeight: 500,
        color: COLOURS.accent300,
        marginBottom: 18,
        width: kindWidth,
      }),
      ...title.lines.map((text) =>
        line(text, {
          fontSize: title.size,
          fontWeight: 700,
          lineHeight: 1.14,
          letterSpacing: -0.5,
          color: COLOURS.white,
          width: textWidth,
        }),
      ),
    ),
    h(
      "div",
      { display: "flex", alignItems: "center" },
      h("div", {
        display: "flex",
        width: 48,
        height: 6,
        borderRadius: 3,
        backgroundColor: COLOURS.accent300,
      }),
      h(
        "div",
        { display: "flex", marginLeft: 18, fontSize: 26, fontWeight: 500, color: COLOURS.brand200 },
        card.domain,
      ),
    ),
  );
  const aside = card.cover
    ? h(
        "div",
        {
          display: "flex",
          width: COVER_WIDTH,
          height: CARD_HEIGHT,
          borderLeft: `8px solid ${COLOURS.accent300}`,
        },
        img(card.cover, { width: COVER_WIDTH - 8, height: CARD_HEIGHT, objectFit: "cover" }),
      )
    : img(svgUri(ARROW), {
        position: "absolute",
        right: 56,
        top: 36,
        width: 200,
        height: 200,
        opacity: 0.75,
      });
  return h(
    "div",
    {
      display: "flex",
      position: "relative",
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fontFamily: "Inter",
      backgroundColor: COLOURS.brand900,
      backgroundImage: `linear-gradient(135deg, ${COLOURS.brand900} 0%, ${COLOURS.brand900} 45%, ${COLOURS.brand800} 100%)`,
    },
    // The faint arrow goes first (behind the text); a cover goes to the right.
    ...(card.cover ? [text, aside] : [aside, text]),
  );
}

/**
 * The card as the file it is sent as: a JPEG when it shows a cover (a PNG of a photo weighs more
 * than messaging apps take for a preview), else a palette PNG (flat colours and text: a
 * fraction of a full PNG's bytes, with no visible difference). Laid out and painted off the
 * event loop (`paint.server.ts`); sharp encodes in its own threads.
 */
export async function renderCard(card: CardDrawing, format: CardFormat): Promise<Buffer> {
  const pixels = await paintInThread(layout(card), { width: CARD_WIDTH, height: CARD_HEIGHT });
  const image = sharp(pixels, {
    raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 },
  }).removeAlpha();
  return format === "jpg"
    ? image.jpeg({ quality: 88, mozjpeg: true, chromaSubsampling: "4:4:4" }).toBuffer()
    : image.png({ palette: true, compressionLevel: 9 }).toBuffer();
}
