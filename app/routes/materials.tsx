import { PageIntro } from "~/components/layout/PageIntro";
import { MaterialCards } from "~/components/sections/MaterialCards";
import { seo } from "~/lib/seo";
import { listMaterials } from "~/server/materials/index.server";
import { materialsPage } from "~content/pages/materials";
import type { Route } from "./+types/materials";
import { withHead } from "./handlers/head.server";

const copy = materialsPage;

async function load() {
  return listMaterials();
}

export const loader = withHead(load, (context) => seo(context, copy));

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="rounded-2xl border border-slate-200 bg-slate-50 p-8 text-center">
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="mt-2 text-slate-600">{text}</p>
    </div>
  );
}

export default function MaterialsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro eyebrow="Materiais" heading={copy.heading} intro={copy.intro} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        {loaderData.status === "error" ? (
          <Notice
            title="Erro ao carregar materiais"
            text="Não foi possível carregar os materiais. Por favor, tente novamente mais tarde."
          />
        ) : loaderData.materials.length === 0 ? (
          <Notice
            title="Nenhum material encontrado"
            text="Estamos atualizando nossa biblioteca. Por favor, volte mais tarde."
          />
        ) : (
          <MaterialCards materials={loaderData.materials} headingLevel={2} />
        )}
      </div>
    </>
  );
}
