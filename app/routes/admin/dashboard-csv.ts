import { data } from "react-router";
import { toCsv } from "~/lib/csv";
import {
  CSV_LIMIT,
  DASHBOARD_CSV,
  formatConversion,
  formatDay,
  type LeadPage,
  pageLabel,
  parseLeadPage,
  parsePeriod,
  reiStepLabel,
  sourceLabel,
} from "~/lib/dashboard";
import { isoDate } from "~/lib/dates";
import { formTypeLabel } from "~/lib/leads";
import { requireAdminFile } from "~/routes/handlers/admin-access.server";
import {
  type DateRange,
  dailySeries,
  formTable,
  landingTable,
  materialTable,
  pageTable,
  periodRange,
  reiFunnel,
  sourceTable,
} from "~/server/analytics/dashboard.server";
import { reiSections } from "~content/rei";
import type { Route } from "./+types/dashboard-csv";

type Rows = (string | number)[][];

/** Each table of /admin/painel as a spreadsheet: its rows, all of them up to CSV_LIMIT. */
const tables: Record<
  (typeof DASHBOARD_CSV)[number],
  (range: DateRange, by: LeadPage) => Promise<Rows>
> = {
  dias: async (range) => [
    ["Dia", "Visualizações", "Leads", "Conversão"],
    ...(await dailySeries(range)).map((row) => [
      formatDay(row.day),
      row.views,
      row.leads,
      formatConversion(row.leads, row.views),
    ]),
  ],
  paginas: async (range, by) => [
    [
      "Página",
      "Visualizações",
      by === "form" ? "Leads (página do formulário)" : "Leads (primeira visita)",
      "Conversão",
      "Reuniões (primeira visita)",
      "Reuniões realizadas",
    ],
    ...(await pageTable(range, CSV_LIMIT, by)).map((row) => [
      pageLabel(row.path),
      row.views,
      row.leads,
      formatConversion(row.leads, row.views),
      row.calls,
      row.held,
    ]),
  ],
  origens: async (range) => [
    [
      "Origem",
      "Mídia",
      "Campanha",
      "Visualizações",
      "Leads",
      "Conversão",
      "Reuniões",
      "Reuniões realizadas",
    ],
    ...(await sourceTable(range, CSV_LIMIT)).map((row) => [
      sourceLabel(row.source),
      row.medium,
      row.campaign,
      row.views,
      row.leads,
      formatConversion(row.leads, row.views),
      row.calls,
      row.held,
    ]),
  ],
  formularios: async (range) => [
    ["Formulário", "Leads"],
    ...(await formTable(range)).map((row) => [formTypeLabel(row.formType), row.leads]),
  ],
  materiais: async (range) => [
    ["Material", "Leads"],
    ...(await materialTable(range, CSV_LIMIT)).map((row) => [
      row.title ?? row.materialId,
      row.leads,
    ]),
  ],
  "landing-pages": async (range) => [
    ["Landing page", "Endereço", "Visualizações", "Leads", "Conversão"],
    ...(await landingTable(range, CSV_LIMIT)).map((row) => [
      row.title,
      `/${row.slug}`,
      row.views,
      row.leads,
      formatConversion(row.leads, row.views),
    ]),
  ],
  rei: async (range) => [
    ["Etapa", "Pessoas"],
    ...(await reiFunnel(range, reiSections.length)).map((row) => [
      reiStepLabel(row.step, reiSections.length),
      row.people,
    ]),
  ],
};

/**
 * /admin/painel/{dias,paginas,origens,formularios,materiais,rei,landing-pages}.csv?dias=30 (&por= for paginas). Files, not pages: outside the
 * admin layout, so the session is checked here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminFile(request);
  const url = new URL(request.url);
  const table = DASHBOARD_CSV.find((name) => url.pathname.endsWith(`/${name}.csv`));
  if (!table) throw data(null, { status: 404 });
  const period = parsePeriod(url.searchParams.get("dias"));
  const by = parseLeadPage(url.searchParams.get("por"));
  const csv = toCsv(await tables[table](periodRange(period), by));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="painel-${table}-${period}-dias-${isoDate()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
