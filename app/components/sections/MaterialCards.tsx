import { Link } from "react-router";
import { cardDescription, type Material, type MaterialIcon } from "~/lib/materials";
import type { IconName } from "~content/schema";
import { ContentIcon } from "../ui/content-icons";

const icons: Record<MaterialIcon, IconName> = {
  Book: "book",
  BookOpen: "book",
  FileText: "layers",
  FileSpreadsheet: "layers",
  BarChart3: "chart",
  PlaySquare: "message",
};

/**
 * Material cards: type badge, title, description cut at 150 characters, actions. Each title is
 * one level below the heading the list sits under (h2 right under a page's h1).
 */
export function MaterialCards({
  materials,
  headingLevel,
  downloadHref,
}: {
  materials: Material[];
  headingLevel: 2 | 3;
  /** When given, each card also has a 'Baixar' link (the /downloads page). */
  downloadHref?: (material: Material) => string;
}) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {materials.map((material) => (
        <li key={material.id}>
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon name={icons[material.icon]} />
              </span>
              <span className="rounded-full bg-accent-300/30 px-3 py-1 text-xs font-semibold text-brand-900">
                {material.type}
              </span>
            </div>
            <Title className="mt-4 text-lg font-semibold text-ink">{material.title}</Title>
            <p className="mt-2 leading-relaxed text-slate-600">
              {cardDescription(material.description)}
            </p>
            <div className="mt-auto flex flex-wrap gap-3 pt-5">
              <Link
                to={`/materiais/${material.slug}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-ink hover:border-brand-700 hover:text-brand-700"
              >
                Ver detalhes<span className="sr-only">: {material.title}</span>
              </Link>
              {downloadHref ? (
                <Link
                  to={downloadHref(material)}
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                >
                  Baixar<span className="sr-only">: {material.title}</span>
                </Link>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
