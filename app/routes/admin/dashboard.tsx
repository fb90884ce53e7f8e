import { Link } from "react-router";
import { DailySection } from "~/components/admin/DailySection";
import { DashboardTable } from "~/components/admin/DashboardTable";
import { AdminPage } from "~/components/layout/AdminPage";
import {
  formatConversion,
  formatCount,
  formatDay,
  PERIODS,
  pageLabel,
  parsePeriod,
  sourceLabel,
} from "~/lib/dashboard";
import { privatePageHeaders } from "~/lib/http";
import { formTypeLabel } from "~/lib/leads";
import { pageTitle } from "~/lib/seo";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { readDashboard } from "~/server/analytics/dashboard.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  // The layout's loader runs beside this one, not before it: no query for a stranger.
  await requireAdmin(request);
  const period = parsePeriod(new URL(request.url).searchParams.get("dias"));
  return { period, ...(await readDashboard(period)) };
}

export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Painel") },
  { name: "robots", content: "noindex, nofollow" },
];

/** 7, 30 or 90 days: plain links, so the period lives in the address with or without JS. */
function PeriodLinks({ current }: { current: number }) {
  return (
    <nav aria-label="Período" className="print:hidden">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={`/admin/painel?dias=${period}`}
              aria-current={period === current ? "page" : undefined}
              className={`flex min-h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap ${
                period === current
                  ? "bg-brand-700 text-white"
                  : "text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              }`}
            >
              {`${period} dias`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Total({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 break-inside-avoid">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums sm:text-3xl">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

const count = (value: number) => formatCount(value);

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { period, range, totals, daily, pages, sources, forms } = loaderData;
  const periodText = `${formatDay(range.from)} a ${formatDay(range.to)}`;
  return (
    <AdminPage title="Painel">
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">
          {`Últimos ${period} dias: `}
          <span className="font-medium text-ink">{periodText}</span>
        </p>
        <PeriodLinks current={period} />
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
        <Total label="Visualizações" value={count(totals.views)} />
        <Total
          label="Visitantes"
          value={count(totals.visitors)}
          hint="Únicos por dia e página, somados"
        />
        <Total label="Leads" value={count(totals.leads)} />
        <Total
          label="Conversão"
          value={formatConversion(totals.leads, totals.views)}
          hint="Leads ÷ visualizações"
        />
      </dl>
      {totals.suspected > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {`${totals.suspected === 1 ? "1 envio suspeito ficou" : `${totals.suspected} envios suspeitos ficaram`} fora da conta (retidos pelos filtros de spam). `}
          <Link
            to="/admin/leads?status=suspected"
            className="font-medium text-brand-700 underline print:no-underline"
          >
            Ver suspeitos
          </Link>
        </p>
      ) : null}

      <DailySection period={period} periodText={periodText} daily={daily} />

      <DashboardTable
        id="paginas"
        title="Páginas"
        description="Visualizações de cada página e os leads cuja primeira visita começou nela."
        csv="paginas"
        period={period}
        columns={[
          { label: "Página" },
          { label: "Visualizações", numeric: true },
          { label: "Leads", numeric: true },
          { label: "Conversão", numeric: true },
        ]}
        rows={pages.map((row) => ({
          key: row.path,
          cells: [
            pageLabel(row.path),
            count(row.views),
            count(row.leads),
            formatConversion(row.leads, row.views),
          ],
        }))}
        empty="Nenhuma visualização nem lead neste período."
      />

      <DashboardTable
        id="origens"
        title="Origens e campanhas"
        description="Origem é o utm_source; sem ele, o site de onde a pessoa veio; sem os dois, Direto. Os leads contam pela primeira visita."
        csv="origens"
        period={period}
        wide
        columns={[
          { label: "Origem" },
          { label: "Mídia" },
          { label: "Campanha" },
          { label: "Visualizações", numeric: true },
          { label: "Leads", numeric: true },
          { label: "Conversão", numeric: true },
        ]}
        rows={sources.map((row) => ({
          key: `${row.source}\n${row.medium}\n${row.campaign}`,
          cells: [
            sourceLabel(row.source),
            row.medium || "—",
            row.campaign || "—",
            count(row.views),
            count(row.leads),
            formatConversion(row.leads, row.views),
          ],
        }))}
        empty="Nenhuma visualização nem lead neste período."
      />

      <DashboardTable
        id="formularios"
        title="Leads por formulário"
        csv="formularios"
        period={period}
        columns={[{ label: "Formulário" }, { label: "Leads", numeric: true }]}
        rows={forms.map((row) => ({
          key: row.formType,
          cells: [formTypeLabel(row.formType), count(row.leads)],
        }))}
        empty="Nenhum lead neste período."
        narrow
      />
    </AdminPage>
  );
}
