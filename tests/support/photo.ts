import sharp from "sharp";

/**
 * A `width`×`height` JPEG with a camera's detail: colour noise at a tenth of the size, smoothly
 * enlarged, so that it compresses like a photo and not like a flat colour.
 */
export const detailedPhoto = (width: number, height: number) =>
  sharp({
    create: {
      width: Math.ceil(width / 10),
      height: Math.ceil(height / 10),
      channels: 3,
      background: "#777777",
      noise: { type: "gaussian", mean: 128, sigma: 50 },
    },
  })
    .resize(width, height)
    .jpeg({ quality: 90 })
    .toBuffer();
