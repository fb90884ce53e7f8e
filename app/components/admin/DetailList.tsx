import type { ReactNode } from "react";

/** A titled part of a detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs; long values (messages, REI answers) wrap instead of widening the page. */
export function Pairs({ items }: { items: { key: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-100 border-y border-slate-100 text-sm">
      {items.map((item) => (
        <div key={item.key} className="py-2.5 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
          <dt className="font-medium text-slate-600 [overflow-wrap:anywhere]">{item.key}</dt>
          <dd className="mt-1 whitespace-pre-wrap text-ink [overflow-wrap:anywhere] sm:mt-0">
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
