import type { ReactNode } from "react";

/** The generic admin page: an optional title, then the content. */
export function AdminPage({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="py-8">
      {title ? <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
