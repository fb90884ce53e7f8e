import { useState } from "react";
import { data, redirect } from "react-router";
import { DownloadForm } from "~/components/forms/DownloadForm";
import { DOWNLOAD_PANEL_ID, DownloadPanel } from "~/components/forms/DownloadPanel";
import { Section } from "~/components/sections/Section";
import { ContentIcon } from "~/components/ui/content-icons";
import { ResponsiveImage } from "~/components/ui/ResponsiveImage";
import { usableImage } from "~/lib/image-address";
import { sizesUpTo2x } from "~/lib/images";
import { breadcrumbsLd } from "~/lib/jsonld";
import { pageTitle } from "~/lib/page-title";
import { seo, siteOrigin } from "~/lib/seo";
import { isSlug } from "~/lib/slug";
import { materialCard } from "~/lib/social-card";
import { pageCardLink } from "~/routes/handlers/card-link.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { pageHead } from "~/routes/handlers/head.server";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { downloadForm } from "~/routes/handlers/lead-forms.server";
import { linkNotice } from "~/routes/handlers/material-download.server";
import {
  notFoundUnlessRedirected,
  redirectOrCount,
} from "~/routes/handlers/missing-address.server";
import { imagePlaceholder } from "~/server/images/placeholder.server";
import { findMaterial } from "~/server/materials/index.server";
import type { Route } from "./+types/material-detail";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) return notFoundUnlessRedirected(request, context);
  const found = await findMaterial(params.slug);
  if (found.status === "error") {
    throw data(null, { status: 503 });
  }
  // A renamed material: links already shared follow it.
  if (found.status === "moved") {
    const url = new URL(request.url);
    throw redirect(`/materiais/${found.slug}${url.search}`, 301);
  }
  // Spec: a slug that matches no material goes back to the list, unless the admin redirects it.
  if (!found.material) {
    throw (
      (await redirectOrCount(request, context)) ??
      (await redirectWithToast("/materiais", {
        title: "Material não encontrado",
        description: "O material que você está procurando não foi encontrado.",
        variant: "error",
      }))
    );
  }
  const material = found.material;
  const loaded = {
    material,
    notice: linkNotice(request),
    coverPlaceholder: await imagePlaceholder(usableImage(material.image)),
    card: pageCardLink(request, materialCard(material)),
  };
  const head = await pageHead(request, loaded, (args) => [
    ...seo(
      args,
      { title: material.title, description: material.description.slice(0, 160) },
      { card: loaded.card },
    ),
    breadcrumbsLd(siteOrigin(args), [
      { name: "Materiais", path: "/materiais" },
      { name: material.title, path: `/materiais/${material.slug}` },
    ]),
  ]);
  return { ...loaded, head };
}

export async function action(args: Route.ActionArgs) {
  const found = await findMaterial(args.params.slug);
  const material = found.status === "ok" ? found.material : undefined;
  return handleLeadForm(
    args,
    downloadForm((slug) => (slug === material?.slug ? material : undefined)),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [{ title: pageTitle("Erro ao carregar material") }];

export default function MaterialDetailPage({
  loaderData: { material, notice, coverPlaceholder },
}: Route.ComponentProps) {
  // Spec: the form stays hidden until 'Baixar Material', a link to the panel (`:target` shows
  // it before the app arrives); always shown without JavaScript; open at once for someone whose
  // link could not deliver. Once followed, it stays open whatever the hash becomes.
  const [open, setOpen] = useState(notice !== null);
  const cover = usableImage(material.image);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-24">
          <span className="inline-flex items-center gap-2 rounded-full bg-accent-300/30 px-3 py-1 text-sm font-semibold text-brand-900">
            <ContentIcon name="book" width="16" height="16" />
            {material.type}
          </span>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {material.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{material.description}</p>
          <a
            href={`#${DOWNLOAD_PANEL_ID}`}
            onClick={() => setOpen(true)}
            className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Baixar Material
          </a>
          {cover ? (
            <ResponsiveImage
              src={cover}
              alt=""
              sizes={sizesUpTo2x("(min-width: 896px) 848px", "100vw - 2rem")}
              priority
              placeholder={coverPlaceholder}
              className="mt-8 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
            />
          ) : null}
        </div>
      </section>
      <DownloadPanel
        open={open}
        heading="Receba o material"
        intro="Preencha seus dados para baixar o material agora."
        notice={notice}
      >
        <DownloadForm material={material} />
      </DownloadPanel>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Section
      heading="Erro ao carregar material"
      intro="Não foi possível carregar o material. Por favor, tente novamente mais tarde."
    />
  );
}
