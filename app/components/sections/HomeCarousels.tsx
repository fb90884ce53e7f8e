import { Link } from "react-router";
import type { z } from "zod";
import type { Partner } from "~content/home";
import type { Testimonial } from "~content/schema";
import { ContentImage } from "../ui/Bits";
import { Carousel } from "./Carousel";

const logoBox =
  "flex h-24 items-center justify-center rounded-2xl border border-slate-200 bg-white px-4 transition hover:border-brand-200 hover:shadow-sm";

export function PartnersCarousel({ partners }: { partners: Partner[] }) {
  return (
    <Carousel
      label="Parceiros"
      slideClassName="basis-1/2 sm:basis-1/3 lg:basis-1/5"
      slides={partners.map((partner) => ({
        key: partner.slug,
        // A logo links to its page on our site, to another site, or nowhere.
        content: partner.url.startsWith("/") ? (
          <Link to={partner.url} className={logoBox}>
            <ContentImage image={partner.logo} className="h-12 w-auto" />
          </Link>
        ) : partner.url ? (
          <a href={partner.url} rel="noopener" className={logoBox}>
            <ContentImage image={partner.logo} className="h-12 w-auto" />
          </a>
        ) : (
          <div className={logoBox}>
            <ContentImage image={partner.logo} className="h-12 w-auto" />
          </div>
        ),
      }))}
    />
  );
}

export function TestimonialsCarousel({
  testimonials,
}: {
  testimonials: z.infer<typeof Testimonial>[];
}) {
  return (
    <Carousel
      label="Depoimentos"
      slides={testimonials.map((t) => ({
        key: t.author,
        content: (
          <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <blockquote className="flex-1 leading-relaxed text-slate-700">“{t.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <ContentImage image={t.avatar} className="h-12 w-12 rounded-full" />
              <span>
                <span className="block font-semibold text-ink">{t.author}</span>
                <span className="block text-sm text-slate-600">{t.role}</span>
              </span>
            </figcaption>
          </figure>
        ),
      }))}
    />
  );
}
