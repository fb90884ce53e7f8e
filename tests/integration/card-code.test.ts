import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fixedPageCards, landingCard, partnerCard } from "~/lib/social-card";

// The social cards' code runs on the server only (ADR 0051): pages' loaders and the root loader
// work out each page's og:image link, and meta, which runs in the browser too, only writes it.
// Read from the production build's client assets: no script carries the card's version hash
// (FNV-1a, by its constants as the minifier may write them) or the labels only cards show.

const assets = "build/client/assets";
const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));

const HASH_CONSTANTS = ["811c9dc5", "2166136261", "01000193", "16777619"];
const fixedKind = (path: string) => {
  const face = fixedPageCards[path];
  if (!face) throw new Error(`sem cartão de ${path}`);
  return face.kind;
};
const CARD_LABELS = [
  landingCard({ title: "", updatedAt: new Date(0) }).kind,
  partnerCard({ name: "", category: "" }).kind,
  fixedKind("/privacidade"),
  fixedKind("/quem-somos"),
];

describe("social cards' code in the built client", () => {
  it("finds the client's scripts", () => {
    expect(scripts.length).toBeGreaterThan(20);
  });

  it("is in no script a browser loads", () => {
    const found = scripts.flatMap((name) => {
      const code = readFileSync(`${assets}/${name}`, "utf8");
      const lower = code.toLowerCase();
      return [...HASH_CONSTANTS, ...CARD_LABELS]
        .filter((text) => lower.includes(text.toLowerCase()))
        .map((text) => `${name}: ${text}`);
    });
    expect(found).toEqual([]);
  });
});
