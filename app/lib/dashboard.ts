/**
 * The marketing dashboard's periods, names and numbers (ADR 0021), shared by the
 * page, its CSV files and the server's queries.
 */

/** The periods a marketer picks from, in days ending today; 30 unless the address says. */
export const PERIODS = [7, 30, 90] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 30;

/** `?dias=` as typed in an address: one of the periods, else the default. */
export function parsePeriod(value: string | null | undefined): Period {
  return PERIODS.find((period) => String(period) === value) ?? DEFAULT_PERIOD;
}

const percent = new Intl.NumberFormat("pt-BR", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Leads ÷ views as '2,5%'; '—' when nothing was seen (no rate to speak of). */
export const formatConversion = (leads: number, views: number) =>
  views > 0 ? percent.format(leads / views) : "—";

const integer = new Intl.NumberFormat("pt-BR");

/** '12.345'. */
export const formatCount = (value: number) => integer.format(value);

/** Where visits came from when neither a utm_source nor a referring site says. */
export const DIRECT_SOURCE = "Direto";

/** A source as the dashboard names it: '' (no utm_source, no referrer) is a direct visit. */
export const sourceLabel = (source: string) => source || DIRECT_SOURCE;

/**
 * No path: a lead with no landing page stored (sent before attribution, or without the
 * cookie), or views counted folded once a day had too many rows.
 */
export const pageLabel = (path: string) => path || "(página desconhecida ou outras)";

const dayMonth = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  timeZone: "UTC",
});
const fullDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "UTC" });

/** A calendar date ('2026-11-22', already São Paulo's) read as that same date everywhere. */
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** '22/11'. */
export const formatDayShort = (day: string) => dayMonth.format(atNoon(day));
/** '22/11/2026'. */
export const formatDay = (day: string) => fullDate.format(atNoon(day));

/** The rows the page shows of each table; its CSV file takes up to `CSV_LIMIT`. */
export const TABLE_LIMIT = 50;
export const CSV_LIMIT = 5000;

/** The dashboard's tables that export CSV, by the file's name under /admin/painel/. */
export const DASHBOARD_CSV = [
  "dias",
  "paginas",
  "origens",
  "formularios",
  "materiais",
  "rei",
  "landing-pages",
  "primeiro-contato",
] as const;
export type DashboardCsv = (typeof DASHBOARD_CSV)[number];

/**
 * Which page a lead counts for in 'Páginas': the page its form was sent from (the default) or
 * the first page of its visit, `?por=primeira-visita`.
 */
export const LEAD_PAGES = [
  { value: "form", param: "formulario", label: "Página do formulário" },
  { value: "first", param: "primeira-visita", label: "Primeira visita" },
] as const;
export type LeadPage = (typeof LEAD_PAGES)[number]["value"];

export const parseLeadPage = (value: string | null | undefined): LeadPage =>
  LEAD_PAGES.find((option) => option.param === value)?.value ?? "form";

const leadPageParam = (by: LeadPage) => LEAD_PAGES.find((option) => option.value === by)?.param;

/** `?comparar=1`: each figure beside the one of the period of equal length just before. */
export const parseCompare = (value: string | null | undefined) => value === "1";

/** The dashboard's choices as an address's query: the period, 'Páginas' count, comparison. */
const dashboardQuery = (period: Period, by: LeadPage, compare: boolean) =>
  `?dias=${period}${by === "form" ? "" : `&por=${leadPageParam(by)}`}${compare ? "&comparar=1" : ""}`;

/** The dashboard's address for a period, a 'Páginas' count and a comparison. */
export const dashboardHref = (period: Period, by: LeadPage = "form", compare = false) =>
  `/admin/painel${dashboardQuery(period, by, compare)}`;

export const dashboardCsvHref = (
  table: DashboardCsv,
  period: Period,
  by: LeadPage = "form",
  compare = false,
) => `/admin/painel/${table}.csv${dashboardQuery(period, by, compare)}`;

/** What a rate reads when there is nothing to divide by. */
export const NO_RATE = "—";

/** People ÷ people of a row as '25,0%'; '—' when the row has nobody. */
export const formatRate = (part: number, whole: number) =>
  whole > 0 ? percent.format(part / whole) : NO_RATE;

/** A median wait ('45 min', '3 h 20 min', '2 d 4 h'); '—' when nobody was contacted yet. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "—";
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 1) return "< 1 min";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The REI funnel's steps: its sections by number, then the questionnaires sent. */
export const reiStepLabel = (step: number, sections: number) =>
  step > sections ? "Enviaram o questionário" : `Seção ${step} de ${sections}`;

/** Rows of the dashboard's lead tables, as the server sums them. */
export interface FormRow {
  /** A form type of `app/lib/leads.ts`; 'home' for the home page's form (sent as contact). */
  formType: string;
  leads: number;
}

export interface MaterialRow {
  /** The lead's `materialId` ('material-14'). */
  materialId: string;
  /** The library's title and address; null for a material the library no longer has. */
  title: string | null;
  slug: string | null;
  leads: number;
}

export interface ReiStep {
  /** 1 to 7, a section of the questionnaire; 8 stands for 'finished'. */
  step: number;
  people: number;
}

/**
 * What a row of 'Páginas', 'Origens e campanhas' or 'Landing pages' brought: people (not
 * submissions) who sent a form of the row in the period, and what each of them is today.
 */
export interface PeopleFigures {
  people: number;
  /** 'Qualificado' or further ('Cliente'). */
  qualified: number;
  /** People with a call booked (not cancelled), and with one the host marked 'Realizada'. */
  calls: number;
  held: number;
  customers: number;
}

/** Time to first contact per owner: people assigned in the period, and the median wait. */
export interface ContactRow {
  /** null: people nobody was given to. */
  ownerId: number | null;
  username: string | null;
  name: string | null;
  people: number;
  contacted: number;
  /** The median of first contact − assignment, in seconds; null when nobody was contacted. */
  medianSeconds: number | null;
}
