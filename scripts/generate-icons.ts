// The PNG icons of the web manifest and the apple-touch-icon, drawn from our mark (the shape of
// public/favicon.svg). Run `npm run icons` after changing the mark; the PNGs are committed.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const dir = path.resolve(import.meta.dirname, "../public/icons");
const BRAND = "#4338ca";
const ACCENT = "#5eead4";
const MARK = `<path d="M9 22.5 21.5 10M13 10h8.5v8.5" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/><circle cx="9" cy="22.5" r="2.2" fill="${ACCENT}"/>`;

/** The favicon as it is: a rounded square on transparency ("any" icons). */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/>${MARK}</svg>`;

/** A full square with the mark scaled into the middle (maskable icons keep the inner 80 %). */
const fullBleed = (scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${MARK}</g></svg>`;

const icons: [name: string, svg: string, size: number][] = [
  // iOS rounds the corners itself and shows no transparency.
  ["apple-touch-icon.png", fullBleed(0.85), 180],
  ["icon-192.png", rounded, 192],
  ["icon-512.png", rounded, 512],
  ["icon-maskable-512.png", fullBleed(0.7), 512],
];

mkdirSync(dir, { recursive: true });
for (const [name, svg, size] of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  writeFileSync(path.join(dir, name), png);
  console.log(`public/icons/${name} (${size}×${size}, ${png.length} bytes)`);
}
