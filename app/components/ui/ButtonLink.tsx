import type { ReactNode } from "react";
import { Link } from "react-router";

const styles = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary:
    "border border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-700",
} as const;

export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof styles;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 font-semibold transition-colors ${styles[variant]}`}
    >
      {children}
    </Link>
  );
}
