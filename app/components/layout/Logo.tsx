import { Link } from "react-router";
import { brand } from "~content/brand";

/** The wordmark: an arrow rising out of a square (a vector), then the name. Links home. */
export function Logo({
  tone = "dark",
  compact = false,
}: {
  tone?: "dark" | "light";
  compact?: boolean;
}) {
  const text = tone === "dark" ? "text-ink" : "text-white";
  return (
    <Link
      to="/"
      className={`inline-flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight whitespace-nowrap ${text}`}
      aria-label={`${brand.name} — página inicial`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path
          d="M9 22.5 L21.5 10 M13 10 H21.5 V18.5"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="22.5" r="2.2" className="fill-accent-300" />
      </svg>
      {/* Between 768 and 1024 px the header needs the room: the mark alone stands for the name. */}
      <span className={`text-lg leading-none ${compact ? "md:max-lg:sr-only" : ""}`}>
        {brand.name}
      </span>
    </Link>
  );
}
