import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { firstDeliveryOf } from "~/server/materials/download-limits.server";
import { countDownload, materialById } from "~/server/materials/library.server";
import { linkExpiry, signDownload } from "~/server/materials/links.server";
import type { MaterialEntry } from "~/server/materials/source.server";
import { materialStore } from "~/server/storage/material-store.server";
import { materialsCopy } from "~content/materials";

/** The download address of a material, absolute, for a form sent at `issuedAt`. */
export const downloadPath = (materialId: string, issuedAt: Date) =>
  `/baixar/${signDownload(materialId, linkExpiry(issuedAt))}`;

export const downloadLink = (materialId: string, issuedAt: Date) =>
  `${env().BASE_URL}${downloadPath(materialId, issuedAt)}`;

/**
 * What the material's form says to someone sent back by a link that could not deliver
 * (`?link=` of the redirect), or null.
 */
export function linkNotice(request: Request) {
  const reason = new URL(request.url).searchParams.get("link");
  const notices: Record<string, { title: string; description: string }> = materialsCopy.linkNotice;
  return reason && Object.hasOwn(notices, reason) ? (notices[reason] ?? null) : null;
}

/** A file is for the one who asked: no cache may keep it, no search engine list it. */
const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * The material of a valid link (`token`): the file from storage as an attachment (or the
 * address it lives at), counted on the first GET that delivers it. Undefined when there is
 * nothing to give (the page then says so and offers the form again).
 */
export async function deliverMaterial(
  entry: MaterialEntry,
  request: Request,
  token: string,
): Promise<Response | undefined> {
  const count = async (id: number) => {
    if (request.method !== "GET" || !(await firstDeliveryOf(token))) return;
    await countDownload(id).catch((error) =>
      logger.warn({ err: error, id }, "download não contado"),
    );
  };
  const { source } = entry;
  if (source.kind === "address") {
    return new Response(null, { status: 302, headers: { ...PRIVATE, Location: source.url } });
  }
  if (source.kind !== "library") return undefined;
  const row = await materialById(source.id);
  if (row?.externalUrl) {
    await count(row.id);
    return new Response(null, { status: 302, headers: { ...PRIVATE, Location: row.externalUrl } });
  }
  if (!row?.fileKey || !row.fileName || !row.fileType) return undefined;
  let delivery: Awaited<ReturnType<ReturnType<typeof materialStore>["deliver"]>>;
  try {
    delivery = await materialStore().deliver(row.fileKey, row.fileName);
  } catch (error) {
    logger.error({ err: error, id: row.id }, "arquivo do material indisponível");
    return undefined;
  }
  await count(row.id);
  if (delivery.kind === "redirect") {
    return new Response(null, { status: 302, headers: { ...PRIVATE, Location: delivery.url } });
  }
  if (request.method === "HEAD") await delivery.body.cancel();
  return new Response(request.method === "HEAD" ? null : delivery.body, {
    headers: {
      ...PRIVATE,
      "Content-Type": row.fileType,
      "Content-Length": String(delivery.size),
      // Our names are ASCII (the slug and the type's extension): nothing to escape.
      "Content-Disposition": `attachment; filename="${row.fileName}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** 429 for a client past its limit of /baixar: a short page in Portuguese, kept by no cache. */
export function tooManyDownloads(waitS: number): Response {
  const { title, description, back } = materialsCopy.tooManyDownloads;
  return new Response(
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${description}</p><p><a href="/materiais">${back}</a></p></main></body></html>`,
    {
      status: 429,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        "Retry-After": String(waitS),
      },
    },
  );
}
