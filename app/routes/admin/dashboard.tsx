import { Link } from "react-router";
import { DailySection } from "~/components/admin/DailySection";
import { figureCells } from "~/components/admin/DashboardFigure";
import { DashboardTable } from "~/components/admin/DashboardTable";
import { LeadPageSwitch } from "~/components/admin/LeadPageSwitch";
import { LeadTables } from "~/components/admin/LeadTables";
import { VitalsSection } from "~/components/admin/VitalsSection";
import { AdminPage } from "~/components/layout/AdminPage";
import { adminMeta } from "~/lib/admin-meta";
import type { LeadPage, Period } from "~/lib/dashboard";
import {
  dashboardHref,
  formatConversion,
  formatCount,
  formatDay,
  PERIODS,
  pageLabel,
  parseCompare,
  parseLeadPage,
  parsePeriod,
  sourceLabel,
} from "~/lib/dashboard";
import { contactFigures, noFigures, peopleFigures, previousRows } from "~/lib/dashboard-people";
import { privatePageHeaders } from "~/lib/http";
import { leadsHref } from "~/lib/lead-filter";
import { memberName } from "~/lib/lead-work";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { type DateRange, readDashboard } from "~/server/analytics/dashboard.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  // The layout's loader runs beside this one, not before it: no query for a stranger.
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const period = parsePeriod(params.get("dias"));
  const by = parseLeadPage(params.get("por"));
  const compare = parseCompare(params.get("comparar"));
  return { period, by, compare, ...(await readDashboard(period, by, compare)) };
}

export const headers = privatePageHeaders;

export const meta = () => adminMeta("Painel");

/** 7, 30 or 90 days: plain links, so the period lives in the address with or without JS. */
function PeriodLinks({
  current,
  by,
  compare,
}: {
  current: number;
  by: LeadPage;
  compare: boolean;
}) {
  return (
    <nav aria-label="Período" className="print:hidden">
      <ul className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
        {PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={dashboardHref(period, by, compare)}
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

function Total({
  label,
  value,
  hint,
  before,
}: {
  label: string;
  value: string;
  hint?: string;
  /** The previous period's, with `?comparar=1`. */
  before?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 break-inside-avoid">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums sm:text-3xl">{value}</dd>
      {before === undefined ? null : (
        <dd className="mt-1 text-sm text-slate-600 tabular-nums">{`Antes: ${before}`}</dd>
      )}
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

const count = (value: number) => formatCount(value);

/**
 * 'Comparar com o período anterior': a plain link that adds or removes `?comparar=1`, so it
 * works with or without JavaScript.
 */
function CompareLink({
  period,
  by,
  compare,
  before,
}: {
  period: Period;
  by: LeadPage;
  compare: boolean;
  before?: DateRange;
}) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-3 text-sm text-slate-600 print:hidden">
      {compare && before ? (
        <span>{`Comparando com ${formatDay(before.from)} a ${formatDay(before.to)}.`}</span>
      ) : null}
      <Link
        to={dashboardHref(period, by, !compare)}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        {compare ? "Tirar a comparação" : `Comparar com os ${period} dias anteriores`}
      </Link>
    </p>
  );
}

const PEOPLE_NOTE =
  "Pessoas, não envios: cada pessoa conta uma vez em cada linha por onde enviou um formulário no período; suspeitos ficam fora. Qualificado, chamadas e Cliente dizem o que essas pessoas são hoje; abaixo de cada número, a parte das pessoas da linha.";

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const {
    period,
    by,
    compare,
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
    contact,
    before,
  } = loaderData;
  const periodText = `${formatDay(range.from)} a ${formatDay(range.to)}`;
  const beforePage = previousRows(
    before?.pages,
    (row) => row.path,
    (row) => ({
      ...row,
      ...noFigures,
    }),
  );
  const beforeSource = previousRows(
    before?.sources,
    (row) => `${row.source}\n${row.medium}\n${row.campaign}`,
    (row) => ({ ...row, ...noFigures }),
  );
  const beforeLanding = previousRows(
    before?.landings,
    (row) => row.slug,
    (row) => ({
      ...row,
      ...noFigures,
    }),
  );
  const beforeContact = previousRows(
    before?.contact,
    (row) => String(row.ownerId),
    (row) => ({
      ...row,
      people: 0,
      contacted: 0,
      medianSeconds: null,
    }),
  );
  const withViews = peopleFigures(true);
  const figureColumns = (figures: { label: string }[]) =>
    figures.map((figure) => ({ label: figure.label, numeric: true }));
  const previous = before?.totals;
  return (
    <AdminPage title="Painel">
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-600">
          {`Últimos ${period} dias: `}
          <span className="font-medium text-ink">{periodText}</span>
        </p>
        <PeriodLinks current={period} by={by} compare={compare} />
      </div>
      <CompareLink period={period} by={by} compare={compare} before={before?.range} />

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 print:grid-cols-4">
        <Total
          label="Visualizações"
          value={count(totals.views)}
          before={previous && count(previous.views)}
        />
        <Total
          label="Visitantes"
          value={count(totals.visitors)}
          hint="Únicos por dia e página, somados"
          before={previous && count(previous.visitors)}
        />
        <Total
          label="Leads"
          value={count(totals.leads)}
          before={previous && count(previous.leads)}
        />
        <Total
          label="Conversão"
          value={formatConversion(totals.leads, totals.views)}
          hint="Leads ÷ visualizações"
          before={previous && formatConversion(previous.leads, previous.views)}
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
        description={`${
          by === "form"
            ? "Visualizações de cada página e as pessoas que enviaram um formulário dela."
            : "Visualizações de cada página e as pessoas cuja primeira visita começou nela."
        } ${PEOPLE_NOTE}`}
        csv="paginas"
        period={period}
        by={by}
        compare={compare}
        wide
        controls={<LeadPageSwitch period={period} current={by} compare={compare} />}
        columns={[{ label: "Página" }, ...figureColumns(withViews)]}
        rows={pages.map((row) => ({
          key: row.path,
          cells: [pageLabel(row.path), ...figureCells(withViews, row, beforePage?.(row))],
        }))}
        empty="Nenhuma visualização nem lead neste período."
      />

      <DashboardTable
        id="origens"
        title="Origens e campanhas"
        description={`Origem é o utm_source; sem ele, o site de onde a pessoa veio; sem os dois, Direto. Cada envio conta pela primeira visita dele. ${PEOPLE_NOTE}`}
        csv="origens"
        period={period}
        compare={compare}
        wide
        columns={[
          { label: "Origem" },
          { label: "Mídia" },
          { label: "Campanha" },
          ...figureColumns(withViews),
        ]}
        rows={sources.map((row) => ({
          key: `${row.source}\n${row.medium}\n${row.campaign}`,
          cells: [
            sourceLabel(row.source),
            row.medium || "—",
            row.campaign || "—",
            ...figureCells(withViews, row, beforeSource?.(row)),
          ],
        }))}
        empty="Nenhuma visualização nem lead neste período."
      />

      <DashboardTable
        id="landing-pages"
        title="Landing pages"
        description={`Cada página de campanha com as visualizações dela e as pessoas que enviaram o formulário dela. ${PEOPLE_NOTE}`}
        csv="landing-pages"
        period={period}
        compare={compare}
        wide
        columns={[{ label: "Landing page" }, ...figureColumns(withViews)]}
        rows={landings.map((row) => {
          const [views, people, ...rest] = figureCells(withViews, row, beforeLanding?.(row));
          return {
            key: row.slug,
            cells: [
              <span key="page" className="flex flex-col">
                <span className="font-medium text-ink">{row.title}</span>
                <span className="text-xs text-slate-600">{`/${row.slug}`}</span>
              </span>,
              views,
              row.people > 0 ? (
                <Link
                  key="people"
                  to={leadsHref({ landing: row.slug })}
                  className="text-brand-700 underline print:no-underline"
                >
                  {people}
                </Link>
              ) : (
                people
              ),
              ...rest,
            ],
          };
        })}
        empty="Nenhuma landing page publicada ou visitada neste período."
      />

      <DashboardTable
        id="primeiro-contato"
        title="Tempo até o primeiro contato"
        description="Por responsável, as pessoas recebidas no período e a mediana do tempo entre receber a pessoa e o primeiro contato (mudança de status, nota ou reunião). Quem nunca foi atribuído conta desde o primeiro envio, em Sem responsável."
        csv="primeiro-contato"
        period={period}
        compare={compare}
        columns={[{ label: "Responsável" }, ...figureColumns(contactFigures)]}
        rows={contact.map((row) => ({
          key: String(row.ownerId),
          cells: [
            row.username === null
              ? "Sem responsável"
              : memberName({ username: row.username, name: row.name }),
            ...figureCells(contactFigures, row, beforeContact?.(row)),
          ],
        }))}
        empty="Ninguém recebido neste período."
      />

      <LeadTables period={period} forms={forms} materials={materials} rei={rei} />

      <VitalsSection vitals={vitals} />
    </AdminPage>
  );
}
