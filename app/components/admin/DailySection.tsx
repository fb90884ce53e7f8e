import {
  formatCount as count,
  dashboardCsvHref,
  formatConversion,
  formatDay,
  type Period,
} from "~/lib/dashboard";
import { DailyChart } from "./DailyChart";

/** 'Por dia': views and leads as two charts, their numbers in a table, and the CSV of both. */
export function DailySection({
  period,
  periodText,
  daily,
}: {
  period: Period;
  periodText: string;
  daily: { day: string; views: number; leads: number }[];
}) {
  return (
    <section aria-labelledby="por-dia" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <h2 id="por-dia" className="text-xl font-semibold text-ink">
          Por dia
        </h2>
        <a
          href={dashboardCsvHref("dias", period)}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline print:hidden"
        >
          Exportar CSV<span className="sr-only"> dos números por dia</span>
        </a>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2 print:grid-cols-2">
        <DailyChart
          title="Visualizações por dia"
          unit="visualizações"
          points={daily.map((point) => ({ day: point.day, value: point.views }))}
          barClass="fill-brand-700"
        />
        <DailyChart
          title="Leads por dia"
          unit="leads"
          points={daily.map((point) => ({ day: point.day, value: point.leads }))}
          barClass="fill-brand-500"
        />
      </div>
      <details className="mt-4 print:hidden">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700">
          Ver dados do gráfico
        </summary>
        <section
          aria-label="Dados do gráfico"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when long (90 days): reachable by keyboard.
          tabIndex={0}
          className="relative max-h-96 overflow-auto"
        >
          <table className="w-full max-w-xl text-left text-sm">
            <caption className="sr-only">{`Visualizações e leads por dia, ${periodText}`}</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 sm:pr-4">
                  Dia
                </th>
                <th scope="col" className="py-2 pr-3 sm:pr-4 text-right">
                  Visualizações
                </th>
                <th scope="col" className="py-2 pr-3 sm:pr-4 text-right">
                  Leads
                </th>
                <th scope="col" className="py-2 text-right">
                  Conversão
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((point) => (
                <tr key={point.day} className="border-b border-slate-100">
                  <th scope="row" className="py-1.5 pr-3 sm:pr-4 font-normal whitespace-nowrap">
                    {formatDay(point.day)}
                  </th>
                  <td className="py-1.5 pr-3 sm:pr-4 text-right tabular-nums">
                    {count(point.views)}
                  </td>
                  <td className="py-1.5 pr-3 sm:pr-4 text-right tabular-nums">
                    {count(point.leads)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {formatConversion(point.leads, point.views)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
