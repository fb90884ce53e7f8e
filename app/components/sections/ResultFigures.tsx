import type { z } from "zod";
import type { ResultFigure } from "~content/schema";

export function ResultFigures({ items }: { items: z.infer<typeof ResultFigure>[] }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.label}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {item.label}
          </dt>
          <dd className="mt-2 text-4xl font-bold tracking-tight text-brand-700">{item.value}</dd>
          <dd className="mt-2 leading-relaxed text-slate-600">{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
