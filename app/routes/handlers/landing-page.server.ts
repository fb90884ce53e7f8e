// A landing page at `/{endereço}` (ADR 0045): public when published and its date has come, a
// preview for a signed-in team member before that, else what an unknown address gets (the
// admin's redirect or the 404). Its form is one of the site's lead forms, the page's own.
import { type AppLoadContext, data } from "react-router";
import { formatDateTime, publicationState } from "~/lib/dates";
import { notFound } from "~/lib/http";
import { isLandingAddress } from "~/lib/landing/address";
import { FORM_ANCHOR, formBlock, landingFormId } from "~/lib/landing/blocks";
import { campaignSettings } from "~/lib/landing/campaign-block";
import { pageTitle } from "~/lib/page-title";
import { seo } from "~/lib/seo";
import { landingCard } from "~/lib/social-card";
import { campaignLeadForm } from "~/routes/handlers/campaign-lead-form.server";
import { pageCardLink } from "~/routes/handlers/card-link.server";
import { pageHead } from "~/routes/handlers/head.server";
import { handleLeadForm, type LeadFormSpec } from "~/routes/handlers/lead-form.server";
import { contactForm, downloadForm, newsletterForm } from "~/routes/handlers/lead-forms.server";
import { notFoundUnlessRedirected } from "~/routes/handlers/missing-address.server";
import { databaseUnavailable } from "~/routes/handlers/unavailable.server";
import { getAdmin } from "~/server/auth/session.server";
import { keepLandingPage, keptLandingPage } from "~/server/landing/last-read.server";
import { landingIsPublic, landingPageBySlug } from "~/server/landing/pages.server";
import { landingView } from "~/server/landing/view.server";
import { logger } from "~/server/logger.server";
import { findMaterial } from "~/server/materials/index.server";
import { publicCacheControl } from "~/server/posts/cache-control.server";
import { landingCopy } from "~content/admin-landing";

type Args = {
  request: Request;
  params: { endereco?: string };
  context: AppLoadContext;
};

const previewNote = (page: { status: string; publishAt: Date }, now: Date) =>
  publicationState({ status: page.status, date: page.publishAt }, now) === "scheduled"
    ? landingCopy.previewBanner.scheduled(formatDateTime(page.publishAt))
    : landingCopy.previewBanner.draft;

export async function landingPageLoader({ request, params, context }: Args) {
  const slug = params.endereco;
  if (!isLandingAddress(slug)) return notFoundUnlessRedirected(request, context);
  const now = new Date();
  let page: Awaited<ReturnType<typeof landingPageBySlug>>;
  let preview = false;
  let blocks: Awaited<ReturnType<typeof landingView>> = [];
  try {
    page = await landingPageBySlug(slug);
    // A draft or a scheduled page is seen only by the team, as a preview (as posts, ADR 0015).
    if (page && !landingIsPublic(page, now)) {
      preview = Boolean(await getAdmin(request));
      if (!preview) page = undefined;
    }
    if (page) blocks = await landingView(page);
    if (page && !preview) keepLandingPage({ row: page, blocks });
  } catch (error) {
    const kept = keptLandingPage(slug);
    if (!kept) throw databaseUnavailable(error, "página de campanha", request);
    logger.warn({ err: error, slug }, "página de campanha lida da última consulta");
    ({ row: page, blocks } = kept);
    preview = false;
  }
  if (!page) return notFoundUnlessRedirected(request, context);
  const hero = blocks.find((block) => block.type === "hero");
  const loaded = {
    page: {
      slug: page.slug,
      title: page.title,
      seoTitle: page.seoTitle,
      description: page.seoDescription || (hero?.type === "hero" && hero.text) || page.title,
      socialImage: page.socialImage,
      noindex: page.noindex,
      // 'Página focada': the root leaves out the menu's links and the footer's newsletter.
      focused: page.focused,
      updatedAt: page.updatedAt.toISOString(),
      formId: landingFormId(page.slug),
    },
    blocks,
    /** The banner of a preview, as loader data: the page's code carries no admin words. */
    preview: preview ? previewNote(page, now) : undefined,
    // A preview's head links no card.
    card: preview ? undefined : pageCardLink(request, landingCard(page)),
  };
  // A preview is for the team: no card, no description, not indexed.
  const head = await pageHead(request, loaded, (context) => {
    const shown = loaded.page;
    if (preview)
      return [
        { title: pageTitle(`Pré-visualização: ${shown.title}`) },
        { name: "robots", content: "noindex, nofollow" },
      ];
    const image = shown.socialImage;
    return seo(
      context,
      { title: shown.seoTitle || shown.title, description: shown.description },
      {
        exactTitle: Boolean(shown.seoTitle),
        card: loaded.card,
        image: image ? { url: image.src, alt: image.alt } : undefined,
        // 'Ocultar dos buscadores'.
        noindex: shown.noindex,
      },
    );
  });
  // An event's page changes when the event ends ('Encerrado'): no cache keeps it past that.
  const form = formBlock(page.blocks);
  const end =
    form?.data.formType === "campaign" ? campaignSettings(form.data).event?.end : undefined;
  const cacheControl = preview
    ? "private, no-store"
    : end && end > now
      ? publicCacheControl(60, 600, end, now)
      : undefined;
  return data(
    { ...loaded, head },
    cacheControl ? { headers: { "Cache-Control": cacheControl } } : undefined,
  );
}

/**
 * A lead form as the page's own: the page's `formId` on the form and in every lead's payload
 * (the webhook, the inbox and the dashboard tell the page by it), refusals and a success
 * without a redirect answered on the page, at its form.
 */
function onPage<T>(spec: LeadFormSpec<T>, slug: string): LeadFormSpec<T> {
  const formId = landingFormId(slug);
  return {
    ...spec,
    formId,
    anchor: FORM_ANCHOR,
    errorsVia: "reply",
    leads: (input, meta) =>
      spec.leads(input, meta).map((lead) => ({ ...lead, payload: { ...lead.payload, formId } })),
  };
}

/** The page's form, as that form behaves elsewhere; a page with none, or not public, is 404. */
export async function landingPageAction(args: Args) {
  const slug = args.params.endereco;
  if (!isLandingAddress(slug)) notFound();
  let page: Awaited<ReturnType<typeof landingPageBySlug>>;
  try {
    page = await landingPageBySlug(slug);
  } catch (error) {
    // The form is still answered on its page: storing the lead fails, the values come back.
    page = keptLandingPage(slug)?.row;
    if (!page) throw databaseUnavailable(error, "formulário de página de campanha", args.request);
  }
  const block = page && landingIsPublic(page) ? formBlock(page.blocks) : undefined;
  if (!page || !block) notFound();
  const kind = block.data.formType;
  if (kind === "campaign")
    return handleLeadForm(args, onPage(campaignLeadForm(campaignSettings(block.data), page), slug));
  if (kind === "contact" || kind === "diagnosis")
    return handleLeadForm(args, onPage(contactForm(kind), slug));
  if (kind === "newsletter") return handleLeadForm(args, onPage(newsletterForm, slug));
  if (kind !== "download") notFound();
  // The block's one material: any other is refused, as on a material's own page.
  const wanted = typeof block.data.material === "string" ? block.data.material : "";
  const found = wanted ? await findMaterial(wanted) : undefined;
  const material = found?.status === "ok" ? found.material : undefined;
  const chosen = (asked: string) => {
    // The library did not answer: the send fails as a store would, the values come back.
    if (found?.status === "error") throw new Error("biblioteca de materiais indisponível");
    return material && asked === material.slug ? material : undefined;
  };
  return handleLeadForm(args, onPage(downloadForm(chosen), slug));
}
