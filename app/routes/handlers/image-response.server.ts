/**
 * What an image address answers besides the image (/uploads, /og): a policy with nothing
 * allowed, in a sandbox, so an image never runs anything whatever it holds, and a plain 404.
 */
export const IMAGE_SAFETY = {
  "Content-Security-Policy": "default-src 'none'; sandbox",
};

export const imageNotFound = () =>
  new Response("Imagem não encontrada.", {
    status: 404,
    headers: {
      ...IMAGE_SAFETY,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    },
  });
