import type { IconName } from "~content/schema";
import { ContentIcon } from "../ui/content-icons";

/** Cards of title, text and icon: benefits, values, deliverables, community perks. */
export function FeatureGrid({
  items,
  columns = 3,
  tone = "light",
}: {
  items: { title: string; text: string; icon: IconName }[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
}) {
  const cols = {
    2: "md:grid-cols-2",
    3: "md:grid-cols-2 lg:grid-cols-3",
    4: "md:grid-cols-2 lg:grid-cols-4",
  };
  return (
    <ul className={`grid gap-5 ${cols[columns]}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={`rounded-2xl p-6 ${tone === "dark" ? "bg-white/5 ring-1 ring-white/10" : "border border-slate-200 bg-white shadow-sm"}`}
        >
          <span
            className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${tone === "dark" ? "bg-white/10 text-accent-300" : "bg-brand-50 text-brand-700"}`}
          >
            <ContentIcon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
          <p
            className={`mt-2 leading-relaxed ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}
          >
            {item.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
