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

/** The dashboard's address for a period and a 'Páginas' count. */
export const dashboardHref = (period: Period, by: LeadPage = "form") =>
  `/admin/painel?dias=${period}${by === "form" ? "" : `&por=${leadPageParam(by)}`}`;

export const dashboardCsvHref = (table: DashboardCsv, period: Period, by: LeadPage = "form") =>
  `/admin/painel/${table}.csv?dias=${period}${by === "form" ? "" : `&por=${leadPageParam(by)}`}`;

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
