import type { ReactNode } from "react";
import {
  type DashboardCsv,
  dashboardCsvHref,
  type LeadPage,
  type Period,
  TABLE_LIMIT,
} from "~/lib/dashboard";

/** A column: its heading and whether it holds numbers (right-aligned, tabular figures). */
export interface Column {
  label: string;
  numeric?: boolean;
}

/**
 * One table of the dashboard under its heading, with its CSV file beside it (a document
 * request, so it downloads with or without JavaScript). A table cut at `TABLE_LIMIT` rows says
 * so; its file has them all.
 */
export function DashboardTable({
  id,
  title,
  description,
  csv,
  period,
  columns,
  rows,
  empty,
  narrow = false,
  wide = false,
  by,
  compare = false,
  controls,
}: {
  id: string;
  title: string;
  description?: string;
  csv: DashboardCsv;
  period: Period;
  columns: Column[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
  /** Two columns read better side by side than across the whole page. */
  narrow?: boolean;
  /** Too many columns for a phone: the table keeps its width and scrolls sideways there. */
  wide?: boolean;
  /** Which page a lead counts for, when the table's file depends on it. */
  by?: LeadPage;
  /** The file carries the previous period's figures too. */
  compare?: boolean;
  /** Shown under the heading: the 'Páginas' switch. */
  controls?: ReactNode;
}) {
  return (
    <div className={`mt-10 break-inside-avoid-page ${narrow ? "max-w-xl" : ""}`}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={id} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          {controls}
        </div>
        <a
          href={dashboardCsvHref(csv, period, by, compare)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline print:hidden"
        >
          Exportar CSV<span className="sr-only">{` de ${title.toLowerCase()}`}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        // `relative` keeps screen-reader-only text inside the scroll box on a phone. A box that
        // scrolls sideways is a region of its own, focusable.
        <section
          aria-labelledby={id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="relative mt-4 overflow-x-auto print:overflow-visible"
        >
          <table className={`w-full text-left text-sm ${wide ? "min-w-[42rem]" : ""}`}>
            <caption className="sr-only">{title}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`py-2 pr-3 last:pr-0 sm:pr-4 ${column.numeric ? "text-right whitespace-nowrap" : ""}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-100 break-inside-avoid">
                  {row.cells.map((cell, index) => {
                    const column = columns[index];
                    const className = `py-2 pr-3 last:pr-0 sm:pr-4 ${column?.numeric ? "text-right tabular-nums whitespace-nowrap" : "[overflow-wrap:anywhere]"}`;
                    return index === 0 ? (
                      <th key={column?.label} scope="row" className={`${className} font-medium`}>
                        {cell}
                      </th>
                    ) : (
                      <td key={column?.label} className={className}>
                        {cell}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length >= TABLE_LIMIT ? (
            <p className="mt-2 text-sm text-slate-600">
              {`As ${TABLE_LIMIT} primeiras linhas; o CSV traz todas.`}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
