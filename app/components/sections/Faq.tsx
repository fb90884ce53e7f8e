import type { z } from "zod";
import type { FaqItem } from "~content/schema";

/**
 * Native <details> sharing one name: one answer open at a time, each can be closed, keyboard
 * operable, and every answer is in the HTML, with or without JavaScript.
 */
export function Faq({ items, name = "faq" }: { items: z.infer<typeof FaqItem>[]; name?: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} name={name} className="group px-6">
          <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {item.question}
            <span
              aria-hidden="true"
              className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="pb-6 leading-relaxed text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
