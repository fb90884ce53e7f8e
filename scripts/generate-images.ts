// Our own SVG images, made from the content: wordmark logos, abstract covers, initials avatars.
// Run `npm run images` after changing content that names images; the files are committed.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { escapeUTF8 } from "entities";
import { slugify } from "../app/lib/slug";
import { brand } from "../content/brand";
import { cases } from "../content/cases";
import { testimonials } from "../content/home";
import { partnerCases } from "../content/partners";
import { parsePostFile } from "../content/post-file";
import type { Image } from "../content/schema";
import { services } from "../content/services";

const root = path.resolve(import.meta.dirname, "../public");
const palettes = [
  ["#312e81", "#4338ca", "#5eead4"],
  ["#1e1b4b", "#6366f1", "#f59e0b"],
  ["#0f172a", "#0d9488", "#a5b4fc"],
  ["#3730a3", "#7c3aed", "#2dd4bf"],
  ["#134e4a", "#0f766e", "#fcd34d"],
  ["#1e293b", "#4f46e5", "#fb7185"],
] as const;

/** A small deterministic number stream from a string, so each image is stable. */
function seeded(key: string) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function write(image: Pick<Image, "src">, svg: string) {
  const file = path.join(root, image.src);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, "")}\n`);
}

function cover(image: Image, key: string, label: string) {
  const rand = seeded(key);
  const [dark, mid, accent] = palettes[Math.floor(rand() * palettes.length)] ?? palettes[0];
  const { width: w, height: h } = image;
  const bars = Array.from({ length: 7 }, (_, i) => {
    const bh = 80 + rand() * 260 + i * 18;
    return `<rect x="${620 + i * 70}" y="${h - 70 - bh}" width="44" height="${bh}" rx="10" fill="#fff" fill-opacity="${0.1 + i * 0.04}"/>`;
  }).join("");
  const points = Array.from(
    { length: 6 },
    (_, i) => `${120 + i * 190},${430 - i * 45 - rand() * 60}`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeUTF8(label)}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${200 + rand() * 200}" cy="${120 + rand() * 80}" r="${160 + rand() * 80}" fill="${accent}" fill-opacity="0.16"/>
    <circle cx="${w - 140}" cy="${h - 60}" r="220" fill="#fff" fill-opacity="0.05"/>
    ${bars}
    <polyline points="${points.join(" ")}" fill="none" stroke="${accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
    ${points.map((p) => `<circle cx="${p.split(",")[0]}" cy="${p.split(",")[1]}" r="14" fill="${dark}" stroke="${accent}" stroke-width="6"/>`).join("")}
  </svg>`;
}

function logo(image: Image, name: string) {
  const rand = seeded(name);
  const [dark, mid] = palettes[Math.floor(rand() * palettes.length)] ?? palettes[0];
  const size = name.length > 14 ? 22 : name.length > 9 ? 26 : 30;
  // Bold sans glyphs average ~0.62 em; squeeze long names into the 174 px after the mark.
  const fit =
    name.length * size * 0.62 > 174 ? ' textLength="174" lengthAdjust="spacingAndGlyphs"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${escapeUTF8(image.alt)}">
    <rect x="8" y="20" width="40" height="40" rx="10" fill="${mid}"/>
    <path d="M18 48 L28 30 L38 48 Z" fill="#fff" fill-opacity="0.9"/>
    <text x="58" y="48" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${dark}"${fit}>${escapeUTF8(name)}</text>
  </svg>`;
}

function avatar(image: Image, name: string) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join("")
    .toUpperCase();
  const [dark, mid] = palettes[Math.floor(seeded(name)() * palettes.length)] ?? palettes[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeUTF8(image.alt)}">
    <defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
    <circle cx="48" cy="48" r="48" fill="url(#a)"/>
    <text x="48" y="58" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="32" font-weight="700" fill="#fff">${escapeUTF8(initials)}</text>
  </svg>`;
}

let count = 0;
const emit = (image: Image, svg: string) => {
  write(image, svg);
  count++;
};
for (const s of services) emit(s.cover, cover(s.cover, s.slug, s.cover.alt));
for (const c of cases) {
  emit(c.cover, cover(c.cover, c.slug, c.cover.alt));
  emit(c.logo, logo(c.logo, c.company));
}
for (const p of partnerCases) {
  emit(p.cover, cover(p.cover, `partner-${p.slug}`, p.cover.alt));
  emit(p.logo, logo(p.logo, p.name));
}
for (const t of testimonials) {
  if (t.avatar.src !== `/images/avatars/${slugify(t.author)}.svg`) {
    throw new Error(`Avatar de ${t.author} deveria ser /images/avatars/${slugify(t.author)}.svg`);
  }
  emit(t.avatar, avatar(t.avatar, t.author));
}
const postsDir = path.resolve(import.meta.dirname, "../content/posts");
for (const file of readdirSync(postsDir).filter((f) => f.endsWith(".md"))) {
  const post = parsePostFile(readFileSync(path.join(postsDir, file), "utf8"), file);
  const image = { src: post.cover, alt: post.title, width: 1200, height: 630 };
  emit(image, cover(image, `post-${post.slug}`, post.title));
}
for (const [name, src] of [
  [brand.ceo.name, "/images/avatars/marcelo-arantes.svg"],
  [brand.writer.name, "/images/avatars/julia-prates.svg"],
  [`Equipe ${brand.name}`, "/images/avatars/equipe.svg"],
] as const) {
  emit(
    { src, alt: name, width: 96, height: 96 },
    avatar({ src, alt: name, width: 96, height: 96 }, name),
  );
}
console.log(`${count} imagens geradas em public/images`);
