import { Link } from "react-router";
import type { Service } from "~content/schema";
import { ContentIcon } from "../ui/content-icons";
import { ArrowRightIcon } from "../ui/icons";

/** What a teaser card shows: no bullets, so a page of teasers sends none. */
export type ServiceTeaser = Pick<Service, "slug" | "icon" | "title" | "description">;
export type ServiceCard = ServiceTeaser & Pick<Service, "features">;

/**
 * Service cards: the home teaser ('Saiba mais') or the /servicos list (four bullets). Each
 * title is one level below the heading the list sits under: h2 right under a page's h1, h3
 * inside a section with its own h2 (headings never skip a level).
 */
export function ServiceCards({
  services,
  variant,
  headingLevel,
}: (
  | { services: ServiceTeaser[]; variant: "teaser" }
  | { services: ServiceCard[]; variant: "list" }
) & { headingLevel: 2 | 3 }) {
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul
      className={`grid gap-5 sm:grid-cols-2 ${variant === "teaser" ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
    >
      {services.map((service) => (
        <li key={service.slug}>
          <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <ContentIcon name={service.icon} />
            </span>
            <Title className="mt-4 text-lg font-semibold text-ink">{service.title}</Title>
            <p className="mt-2 leading-relaxed text-slate-600">{service.description}</p>
            {variant === "list" && "features" in service ? (
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-500"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            ) : null}
            <Link
              to={`/servicos/${service.slug}`}
              className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand-700 hover:text-brand-800"
            >
              {variant === "list" ? "Ver detalhes" : "Saiba mais"}
              <span className="sr-only"> sobre {service.title}</span>
              <ArrowRightIcon width="16" height="16" />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
