import { Link } from "react-router";
import type { ViewButton } from "~/lib/landing/view";

const tones = {
  light: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  dark: "bg-accent-300 text-brand-900 hover:bg-white",
  onBrand: "bg-white text-brand-800 hover:bg-brand-50",
} as const;

/**
 * A block's button: to the page's form (a fragment, no request), to one of our pages (the
 * app's link) or to another site.
 */
export function LandingButton({
  button,
  tone = "light",
}: {
  button: ViewButton;
  tone?: keyof typeof tones;
}) {
  const className = `inline-flex min-h-12 shrink-0 items-center justify-center rounded-lg px-6 font-semibold transition-colors ${tones[tone]}`;
  if (button.to.startsWith("/"))
    return (
      <Link to={button.to} className={className}>
        {button.label}
      </Link>
    );
  return (
    <a
      href={button.to}
      className={className}
      {...(button.to.startsWith("#") ? {} : { rel: "noopener" })}
    >
      {button.label}
    </a>
  );
}
