import { Link } from "react-router";
import { DailySection } from "~/components/admin/DailySection";
import { DashboardTable } from "~/components/admin/DashboardTable";
import { LeadPageSwitch } from "~/components/admin/LeadPageSwitch";
import { LeadTables } from "~/components/admin/LeadTables";
import { VitalsSection } from "~/components/admin/VitalsSection";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import type { LeadPage } from "~/lib/dashboard";
import {
  dashboardHref,
  formatConversion,
  formatCount,
  formatDay,
  PERIODS,
  pageLabel,
  parseLeadPage,
  parsePeriod,
  sourceLabel,
} from "~/lib/dashboard";
import { privatePageHeaders } from "~/lib/http";
import { leadsHref } from "~/lib/lead-filter";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { readDashboard } from "~/server/analytics/dashboard.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  // The layout's loader runs beside this one, not before it: no query for a stranger.
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const period = parsePeriod(params.get("dias"));
  const by = parseLeadPage(params.get("por"));
  return { period, by, ...(await readDashboard(period, by)) };
}

export const headers = privatePageHeaders;

export const meta = () => adminMeta("Painel");

/** 7, 30 or 90 days: plain links, so the period lives in the address with or without JS. */
function PeriodLinks({ current, by }: { current: number; by: LeadPage }) {
  return (
    <nav aria-label="Período" className="print:hidden">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={dashboardHref(period, by)}
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
  const {
    period,
    by,
    range,
    totals,
    daily,
    pages,
    sources,
    forms,
    materials,
    rei,
    landings,
    vitals,
  } = loaderData;
  const periodText = `${formatDay(range.from)} a ${formatDay(range.to)}`;
  return (
    <AdminPage title="Painel">
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">
          {`Últimos ${period} dias: `}
          <span className="font-medium text-ink">{periodText}</span>
        </p>
        <PeriodLinks current={period} by={by} />
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
        description={
          by === "form"
            ? "Visualizações de cada página e os leads enviados por um formulário dela. As reuniões contam pela página da primeira visita de quem agendou."
            : "Visualizações de cada página e os leads e reuniões cuja primeira visita começou nela."
        }
        csv="paginas"
        period={period}
        by={by}
        controls={<LeadPageSwitch period={period} current={by} />}
        columns={[
          { label: "Página" },
          { label: "Visualizações", numeric: true },
          { label: "Leads", numeric: true },
          { label: "Conversão", numeric: true },
          { label: "Reuniões", numeric: true },
          { label: "Realizadas", numeric: true },
        ]}
        rows={pages.map((row) => ({
          key: row.path,
          cells: [
            pageLabel(row.path),
            count(row.views),
            count(row.leads),
            formatConversion(row.leads, row.views),
            count(row.calls),
            count(row.held),
          ],
        }))}
        empty="Nenhuma visualização nem lead neste período."
      />

      <DashboardTable
        id="origens"
        title="Origens e campanhas"
        description="Origem é o utm_source; sem ele, o site de onde a pessoa veio; sem os dois, Direto. Os leads e as reuniões contam pela primeira visita."
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
          { label: "Reuniões", numeric: true },
          { label: "Realizadas", numeric: true },
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
            count(row.calls),
            count(row.held),
          ],
        }))}
        empty="Nenhuma visualização nem lead neste período."
      />

      <DashboardTable
        id="landing-pages"
        title="Landing pages"
        description="Cada página de campanha com as visualizações dela e os leads enviados pelo formulário dela."
        csv="landing-pages"
        period={period}
        wide
        columns={[
          { label: "Landing page" },
          { label: "Visualizações", numeric: true },
          { label: "Leads", numeric: true },
          { label: "Conversão", numeric: true },
        ]}
        rows={landings.map((row) => ({
          key: row.slug,
          cells: [
            <span key="page" className="flex flex-col">
              <span className="font-medium text-ink">{row.title}</span>
              <span className="text-xs text-slate-600">{`/${row.slug}`}</span>
            </span>,
            count(row.views),
            row.leads > 0 ? (
              <Link
                key="leads"
                to={leadsHref({ landing: row.slug })}
                className="text-brand-700 underline print:no-underline"
              >
                {count(row.leads)}
              </Link>
            ) : (
              count(0)
            ),
            formatConversion(row.leads, row.views),
          ],
        }))}
        empty="Nenhuma landing page publicada ou visitada neste período."
      />

      <LeadTables period={period} forms={forms} materials={materials} rei={rei} />

      <VitalsSection vitals={vitals} />
    </AdminPage>
  );
}
