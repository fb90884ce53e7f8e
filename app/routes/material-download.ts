import { redirect } from "react-router";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { deliverMaterial, tooManyDownloads } from "~/routes/handlers/material-download.server";
import { env } from "~/server/env.server";
import { takeDownloadRequest } from "~/server/materials/download-limits.server";
import { findMaterialById } from "~/server/materials/index.server";
import { verifyDownload } from "~/server/materials/links.server";
import { materialsCopy } from "~content/materials";
import type { Route } from "./+types/material-download";

/**
 * A signed download link (ADR 0013): the file itself while the link is valid; otherwise the
 * material's form again, with a word on why, so asking for a new link takes one step.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  // Every request counts, valid link or not: files are heavy, and signatures are not guessed.
  const wait = await takeDownloadRequest(context.clientIp);
  if (wait !== null) return tooManyDownloads(wait);
  const check = verifyDownload(params.token);
  const entry = check.materialId ? await findMaterialById(check.materialId) : undefined;
  if (check.status === "valid" && entry) {
    const response = await deliverMaterial(entry, request, params.token);
    if (response) return response;
  }
  if (!entry) throw await redirectWithToast("/materiais", materialsCopy.linkUnknown);
  const reason = { valid: "indisponivel", expired: "expirado", invalid: "invalido" }[check.status];
  const { slug } = entry.material;
  // Without the API the library is /materiais; with it, a library material lives on /downloads.
  const page =
    entry.source.kind === "library" && env().MATERIALS_API_URL
      ? `/downloads?material=${slug}&link=${reason}`
      : `/materiais/${slug}?link=${reason}`;
  return redirect(`${page}#baixar`);
}
