export interface ImageType {
  mime: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "image/gif";
  ext: "jpg" | "png" | "webp" | "avif" | "gif";
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** AVIF is an ISO-BMFF file whose leading ftyp box names avif/avis as major or compatible brand. */
function isAvif(bytes: Uint8Array) {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  // Brands are 4 bytes each from offset 8 (major), 16 onwards (compatible); 8-12 is the version.
  const end = Math.min(boxSize, bytes.length, 256);
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === "avif" || brand === "avis") return true;
  }
  return false;
}

/**
 * The image type of a file from its first bytes (magic numbers), never from its name or the
 * type the browser declared. Anything else, SVG included (it can carry scripts), is undefined.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mime: "image/png", ext: "png" };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return { mime: "image/webp", ext: "webp" };
  }
  if (isAvif(bytes)) return { mime: "image/avif", ext: "avif" };
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return { mime: "image/gif", ext: "gif" };
  }
  return undefined;
}
