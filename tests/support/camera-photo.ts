import sharp from "sharp";
import { postAs, signIn } from "./admin";
import { Visitor } from "./app";

/** A 4000×3000 photo with a camera's detail (smooth noise, not a flat colour), 1–3 MB as JPEG. */
async function cameraPhoto() {
  const small = await sharp({
    create: {
      width: 200,
      height: 150,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(4000, 3000, { kernel: "cubic" }).jpeg({ quality: 90 }).toBuffer();
}

/** The editor's form for the post "Foto de câmera", with such a photo as its cover. */
export async function photoPostForm() {
  const photo = await cameraPhoto();
  const form = new FormData();
  for (const [key, value] of Object.entries({
    intent: "save",
    title: "Foto de câmera",
    slug: "foto-de-camera",
    excerpt: "Um post com uma foto de 4000×3000 como capa.",
    category: "CRO",
    customCategory: "",
    content: "Uma foto enviada inteira, como sai da câmera.\n\n## Parte\n\nTexto.",
  }))
    form.set(key, value);
  form.set("cover", new File([new Uint8Array(photo)], "camera.jpg", { type: "image/jpeg" }));
  return { form, bytes: photo.length };
}

/**
 * The post "Foto de câmera" (`/blog/foto-de-camera`), saved through the editor with such a
 * photo as its cover, as an editor would. Returns the photo's size in bytes.
 */
export async function postPhotoCover(base: string, editor = new Visitor(base)) {
  const { form, bytes } = await photoPostForm();
  await signIn(editor, base);
  const saved = await postAs(editor, base, "/admin/posts/new", form);
  if (saved.status !== 302) throw new Error(`post com foto não salvo: ${saved.status}`);
  return bytes;
}
