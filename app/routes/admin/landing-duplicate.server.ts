// 'Duplicar' on the list of landing pages (ADR 0045): a copy of the page as a draft at
// `{endereço}-copia` (or `-copia-2`, … when that is taken), then its editor.
import { landingPagesType } from "~/lib/admin-content-types";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { ADDRESS_MAX } from "~/lib/landing/address";
import { requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId, redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { landingPageById, saveLandingPage } from "~/server/landing/pages.server";
import { logger } from "~/server/logger.server";
import { landingScreensCopy } from "~content/admin-landing";

const copy = landingScreensCopy.list;
const TRIES = 5;

const copyAddress = (slug: string, attempt: number) => {
  const tail = attempt === 1 ? "-copia" : `-copia-${attempt}`;
  return `${slug.slice(0, ADDRESS_MAX - tail.length).replace(/-+$/, "")}${tail}`;
};

export async function duplicateLandingPage(request: Request) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const raw = form.get("id");
  const id = parseId(typeof raw === "string" ? raw : undefined);
  const page = id === undefined ? undefined : await landingPageById(id);
  if (form.get("intent") !== "duplicar" || !page) throw await redirectNotFound(landingPagesType);
  try {
    for (let attempt = 1; attempt <= TRIES; attempt++) {
      const saved = await saveLandingPage(
        {
          slug: copyAddress(page.slug, attempt),
          title: page.title,
          status: "draft",
          publishAt: new Date(),
          seoTitle: page.seoTitle,
          seoDescription: page.seoDescription,
          socialImage: page.socialImage,
          noindex: page.noindex,
          focused: page.focused,
          blocks: page.blocks,
        },
        admin.username,
        undefined,
        // The copy keeps the HTML its blocks were saved with (ADR 0049).
        page.blocksHtml ?? undefined,
      );
      if (saved?.ok) {
        return redirectWithToast(
          `/admin/paginas/editar/${saved.id}`,
          successToast({ title: copy.duplicated, description: "" }),
        );
      }
    }
  } catch (error) {
    logger.error({ err: error }, "falha ao duplicar página");
  }
  return redirectWithToast(
    landingPagesType.list,
    errorToast({ title: copy.duplicateFailed, description: "" }),
  );
}
