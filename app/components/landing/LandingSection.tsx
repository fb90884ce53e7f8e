import type { ReactNode } from "react";
import { Section } from "~/components/sections/Section";

/**
 * A block's band: the site's Section with its title as the h2; a block without a title is a
 * band named for screen readers by its kind, without a heading of its own.
 */
export function LandingSection({
  id,
  title,
  label,
  tone = "light",
  children,
}: {
  id: string;
  title: string;
  label: string;
  tone?: "light" | "muted" | "dark";
  children: ReactNode;
}) {
  if (title)
    return (
      <Section id={id} heading={title} tone={tone}>
        {children}
      </Section>
    );
  const tones = { light: "bg-white", muted: "bg-slate-50", dark: "bg-brand-900 text-white" };
  return (
    <section id={id} aria-label={label} className={tones[tone]}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">{children}</div>
    </section>
  );
}
