import type { z } from "zod";
import type { JourneyStep } from "~content/schema";

export function Journey({ steps }: { steps: z.infer<typeof JourneyStep>[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-300 font-bold text-brand-900">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-white">{step.title}</h3>
          <ul className="mt-3 space-y-2 text-slate-300">
            {step.items.map((item) => (
              <li key={item} className="flex gap-2">
                <span
                  aria-hidden="true"
                  className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-300"
                />
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
