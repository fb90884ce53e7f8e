import { useEffect, useState } from "react";

interface Entry {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * The post's h2 and h3 headings, in a <details> that opens and closes without JavaScript.
 * With it, the heading being read is highlighted.
 */
export function TableOfContents({ entries }: { entries: Entry[] }) {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(entry.id))
      .filter((el): el is HTMLElement => el !== null);
    if (headings.length === 0 || !("IntersectionObserver" in window)) return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) visible.add(change.target.id);
          else visible.delete(change.target.id);
        }
        const first = headings.find((h) => visible.has(h.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: "-80px 0px -60% 0px" },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [entries]);
  if (entries.length === 0) return null;
  return (
    <details open className="group rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-ink [&::-webkit-details-marker]:hidden">
        Índice
        <span
          aria-hidden="true"
          className="text-slate-500 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      <nav aria-label="Índice do artigo" className="mt-3">
        <ol className="space-y-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className={entry.level === 3 ? "pl-4" : ""}>
              <a
                href={`#${entry.id}`}
                aria-current={current === entry.id ? "location" : undefined}
                className={`block rounded-md px-2 py-1.5 leading-snug transition-colors hover:bg-white hover:text-brand-700 ${current === entry.id ? "bg-white font-semibold text-brand-700" : "text-slate-700"}`}
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
