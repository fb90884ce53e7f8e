import { data } from "react-router";
import { toCsv } from "~/lib/csv";
import {
  CSV_LIMIT,
  DASHBOARD_CSV,
  formatConversion,
  formatDay,
  type LeadPage,
  pageLabel,
  parseCompare,
  parseLeadPage,
  parsePeriod,
  reiStepLabel,
  sourceLabel,
} from "~/lib/dashboard";
import {
  contactFigures,
  type Figure,
  noFigures,
  peopleFigures,
  previousRows,
} from "~/lib/dashboard-people";
import { isoDate } from "~/lib/dates";
import { memberName } from "~/lib/lead-work";
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
  previousRange,
  reiFunnel,
  type SourceRow,
  sourceTable,
} from "~/server/analytics/dashboard.server";
import { firstContactTable } from "~/server/analytics/first-contact.server";
import { reiSections } from "~content/rei";
import type { Route } from "./+types/dashboard-csv";

type Rows = (string | number)[][];
type Cell = string | number;

/**
 * A people table as a sheet: its label columns, then each figure (a rate beside each outcome,
 * '% …'), and with a comparison each figure's previous period beside it ('… (antes)').
 */
function figureSheet<R>(
  labels: string[],
  figures: Figure<R>[],
  rows: R[],
  cells: (row: R) => Cell[],
  before?: (row: R) => R,
): Rows {
  const head = figures.flatMap((figure) => {
    const own = figure.rate ? [figure.label, `% ${figure.label.toLowerCase()}`] : [figure.label];
    return before ? own.flatMap((label) => [label, `${label} (antes)`]) : own;
  });
  const values = (figure: Figure<R>, row: R) => {
    const own: Cell[] = [figure.value(row) ?? figure.format(row)];
    if (figure.rate) own.push(figure.rate(row));
    return own;
  };
  return [
    [...labels, ...head],
    ...rows.map((row) => {
      const previous = before?.(row);
      return [
        ...cells(row),
        ...figures.flatMap((figure) => {
          const now = values(figure, row);
          if (!previous) return now;
          const then = values(figure, previous);
          return now.flatMap((cell, index) => [cell, then[index] ?? ""]);
        }),
      ];
    }),
  ];
}

/** The previous period's rows, read whole, when the file compares. */
const beforeOf = (range: DateRange, compare: boolean) =>
  compare ? previousRange(range) : undefined;

const zero = <R>(row: R) => ({ ...row, ...noFigures });

/** Each table of /admin/painel as a spreadsheet: its rows, all of them up to CSV_LIMIT. */
const tables: Record<
  (typeof DASHBOARD_CSV)[number],
  (range: DateRange, by: LeadPage, compare: boolean) => Promise<Rows>
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
  paginas: async (range, by, compare) => {
    const earlier = beforeOf(range, compare);
    const before = earlier && (await pageTable(earlier, CSV_LIMIT, by));
    return figureSheet(
      [by === "form" ? "Página (do formulário)" : "Página (primeira visita)"],
      peopleFigures(true),
      await pageTable(range, CSV_LIMIT, by),
      (row) => [pageLabel(row.path)],
      previousRows(before, (row) => row.path, zero),
    );
  },
  origens: async (range, _by, compare) => {
    const earlier = beforeOf(range, compare);
    const before = earlier && (await sourceTable(earlier, CSV_LIMIT));
    const key = (row: SourceRow) => `${row.source}\n${row.medium}\n${row.campaign}`;
    return figureSheet(
      ["Origem", "Mídia", "Campanha"],
      peopleFigures(true),
      await sourceTable(range, CSV_LIMIT),
      (row) => [sourceLabel(row.source), row.medium, row.campaign],
      previousRows(before, key, zero),
    );
  },
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
  "landing-pages": async (range, _by, compare) => {
    const earlier = beforeOf(range, compare);
    const before = earlier && (await landingTable(earlier, CSV_LIMIT));
    return figureSheet(
      ["Landing page", "Endereço"],
      peopleFigures(true),
      await landingTable(range, CSV_LIMIT),
      (row) => [row.title, `/${row.slug}`],
      previousRows(before, (row) => row.slug, zero),
    );
  },
  "primeiro-contato": async (range, _by, compare) => {
    const earlier = beforeOf(range, compare);
    const before = earlier && (await firstContactTable(earlier, CSV_LIMIT));
    return figureSheet(
      ["Responsável"],
      contactFigures,
      await firstContactTable(range, CSV_LIMIT),
      (row) => [
        row.username === null
          ? "Sem responsável"
          : memberName({ username: row.username, name: row.name }),
      ],
      previousRows(
        before,
        (row) => String(row.ownerId),
        (row) => ({ ...row, people: 0, contacted: 0, medianSeconds: null }),
      ),
    );
  },
  rei: async (range) => [
    ["Etapa", "Pessoas"],
    ...(await reiFunnel(range, reiSections.length)).map((row) => [
      reiStepLabel(row.step, reiSections.length),
      row.people,
    ]),
  ],
};

/**
 * /admin/painel/{dias,paginas,origens,formularios,materiais,rei,landing-pages,primeiro-contato}.csv?dias=30
 * (&por= for paginas, &comparar=1 for the people tables). Files, not pages: outside the
 * admin layout, so the session is checked here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminFile(request);
  const url = new URL(request.url);
  const table = DASHBOARD_CSV.find((name) => url.pathname.endsWith(`/${name}.csv`));
  if (!table) throw data(null, { status: 404 });
  const period = parsePeriod(url.searchParams.get("dias"));
  const by = parseLeadPage(url.searchParams.get("por"));
  const compare = parseCompare(url.searchParams.get("comparar"));
  const csv = toCsv(await tables[table](periodRange(period), by, compare));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="painel-${table}-${period}-dias-${isoDate()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
