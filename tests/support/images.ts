import { crc32, deflateSync } from "node:zlib";

// Small files with the real headers of each format, built here so the tests carry no binaries.

const text = (value: string) => Buffer.from(value, "latin1");

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([text(type), data])));
  return Buffer.concat([length, text(type), data, crc]);
}

/** A complete, decodable 1x1 RGB PNG. */
export function png() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 0x1e, 0x3a, 0x8a]))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** JFIF start: SOI, APP0 with the JFIF identifier, then end of image. */
export const jpeg = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    text("JFIF\0"),
    Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  ]);

/** RIFF container with a WEBP form and a lossless VP8L chunk header. */
export function webp() {
  const chunk = Buffer.concat([text("VP8L"), Buffer.from([5, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([text("RIFF"), size, text("WEBP"), chunk]);
}

/** An ISO-BMFF ftyp box: major brand, minor version 0, then the compatible brands. */
export function ftyp(major: string, compatible: string[]) {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(16 + 4 * compatible.length);
  return Buffer.concat([
    size,
    text("ftyp"),
    text(major),
    Buffer.alloc(4),
    ...compatible.map(text),
    // The next box, so the sample is not just the ftyp.
    Buffer.from([0, 0, 0, 8]),
    text("meta"),
  ]);
}

export const avif = () => ftyp("avif", ["mif1", "miaf", "MA1B"]);

/** The classic 1x1 transparent GIF89a. */
export const gif = () =>
  Buffer.from(
    "47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b",
    "hex",
  );

export const svg = () =>
  text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

export const html = () =>
  text("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>");
