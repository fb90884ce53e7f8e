import { DownloadForm } from "~/components/forms/DownloadForm";
import { DownloadPanel } from "~/components/forms/DownloadPanel";
import { PageIntro } from "~/components/layout/PageIntro";
import { MaterialCards } from "~/components/sections/MaterialCards";
import { seo } from "~/lib/seo";
import { handleLeadForm } from "~/routes/handlers/lead-form.server";
import { downloadForm } from "~/routes/handlers/lead-forms.server";
import { linkNotice } from "~/routes/handlers/material-download.server";
import { env } from "~/server/env.server";
import { listLibrary } from "~/server/materials/index.server";
import { downloadsIntroEmailed, downloadsPage } from "~content/pages/downloads";
import type { Route } from "./+types/downloads";
import { withHead } from "./handlers/head.server";

const copy = downloadsPage;

async function load({ request }: Route.LoaderArgs) {
  const materials = await listLibrary();
  const chosen = new URL(request.url).searchParams.get("material");
  return {
    materials,
    selected: materials.find((m) => m.slug === chosen) ?? null,
    notice: linkNotice(request),
    // The e-mail is promised only when an automation sends it.
    emailed: Boolean(env().WEBHOOK_MATERIAL_EMAIL_URL),
  };
}

export const loader = withHead(load, (context) => seo(context, copy));

export async function action(args: Route.ActionArgs) {
  const materials = await listLibrary();
  return handleLeadForm(
    args,
    downloadForm((slug) => materials.find((m) => m.slug === slug)),
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function DownloadsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro
        eyebrow="Downloads"
        heading={copy.heading}
        intro={loaderData.emailed ? downloadsIntroEmailed : copy.intro}
      />
      <div className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <MaterialCards
          materials={loaderData.materials}
          headingLevel={2}
          downloadHref={(m) => `/downloads?material=${m.slug}#baixar`}
        />
      </div>
      <DownloadPanel
        open={loaderData.selected !== null}
        heading={loaderData.selected ? `Baixar: ${loaderData.selected.title}` : "Baixe um material"}
        intro="Preencha seus dados e baixe o conteúdo agora."
        notice={loaderData.notice}
      >
        <DownloadForm material={loaderData.selected} choices={loaderData.materials} />
      </DownloadPanel>
    </>
  );
}
