import { Link } from "react-router";
import { ArrowRightIcon } from "./icons";

/** A responsive grid of titled cards that each link to a page. */
export function LinkList({
  items,
  label,
}: {
  items: { to: string; title: string; text?: string }[];
  label: string;
}) {
  return (
    <ul
      aria-label={label}
      className="mx-auto grid max-w-7xl gap-4 px-4 pb-20 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8"
    >
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md"
          >
            <span className="text-lg font-semibold text-ink group-hover:text-brand-700">
              {item.title}
            </span>
            {item.text ? (
              <span className="mt-2 text-sm leading-relaxed text-slate-600">{item.text}</span>
            ) : null}
            <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
              Ver detalhes <ArrowRightIcon width="16" height="16" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
