export function FeaturedQuote({
  quote,
  author,
  role,
}: {
  quote: string;
  author: string;
  role: string;
}) {
  return (
    <section aria-label="Citação" className="bg-brand-700">
      <figure className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20">
        <blockquote className="text-2xl font-semibold leading-snug text-balance text-white md:text-3xl">
          “{quote}”
        </blockquote>
        <figcaption className="mt-6 text-brand-100">
          <span className="font-semibold text-white">{author}</span> · {role}
        </figcaption>
      </figure>
    </section>
  );
}
