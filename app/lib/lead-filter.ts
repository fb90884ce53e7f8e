// The inbox's search and filters as the address carries them (a GET form, so they work without
// JavaScript); the list, its pages and its CSV read the same query.

import { isLandingAddress } from "./landing/address";
import { isWorkStatus, type WorkStatus } from "./lead-work";
import { type FormType, formTypes, type LeadStatus, leadStatuses } from "./leads";
import { searchValue } from "./slug";

/** What a search may be: longer input is cut before anything reads it. */
export const SEARCH_MAX = 200;

export interface LeadFilter {
  search?: string;
  formType?: FormType;
  /** Delivery ('Entrega'). */
  status?: LeadStatus;
  /** The sales team's status. */
  workStatus?: WorkStatus;
  /** An admin's id, or 'none': leads nobody took. */
  owner?: number | "none";
  /** A material's `materialId`, as download leads store it. */
  material?: string;
  /** A landing page's address: the leads its form sent (`formId` lp-{address}). */
  landing?: string;
  /** São Paulo days, 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  /** 'Perfil' (the fit grade, A-D) of the person. */
  grade?: Grade;
  /** The inbox's order: the newest activity first, or the best grade first. */
  order?: "nota";
  /** The inbox lists people; 'envio' lists every submission instead. */
  view?: "envio";
}

export const grades = ["A", "B", "C", "D"] as const;
export type Grade = (typeof grades)[number];

/** Each filter's name in the address. */
const param = {
  search: "busca",
  formType: "tipo",
  status: "status",
  workStatus: "andamento",
  owner: "responsavel",
  material: "material",
  landing: "landing",
  from: "de",
  to: "ate",
  grade: "perfil",
  order: "ordem",
  view: "por",
} as const satisfies Record<keyof LeadFilter, string>;

export const NO_OWNER = "nenhum";

/** Filter values as they come from an address or a caller; anything unknown is dropped. */
export type LeadFilterInput = { [Key in keyof LeadFilter]?: string | null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written as the date field sends it. */
export function isDay(value: string) {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 2000;
}

export function leadFilter(input: LeadFilterInput): LeadFilter {
  const filter: LeadFilter = {};
  // Control characters dropped: a NUL would reach the database as an error, not a search.
  const search = searchValue(input.search ?? null, SEARCH_MAX);
  if (search) filter.search = search;
  const formType = formTypes.find((known) => known === input.formType);
  if (formType) filter.formType = formType;
  const status = leadStatuses.find((known) => known === input.status);
  if (status) filter.status = status;
  if (isWorkStatus(input.workStatus)) filter.workStatus = input.workStatus;
  if (input.owner === NO_OWNER) filter.owner = "none";
  else if (input.owner && /^\d{1,9}$/.test(input.owner)) filter.owner = Number(input.owner);
  if (input.material && /^material-[\w-]{1,120}$/.test(input.material)) {
    filter.material = input.material;
  }
  if (input.landing && isLandingAddress(input.landing)) filter.landing = input.landing;
  if (input.from && isDay(input.from)) filter.from = input.from;
  if (input.to && isDay(input.to)) filter.to = input.to;
  const grade = grades.find((known) => known === input.grade);
  if (grade) filter.grade = grade;
  if (input.order === "nota") filter.order = "nota";
  if (input.view === "envio") filter.view = "envio";
  return filter;
}

/** The filter of an address's query. */
export const filterFromQuery = (params: URLSearchParams): LeadFilter =>
  leadFilter(
    Object.fromEntries(Object.entries(param).map(([key, name]) => [key, params.get(name)])),
  );

/** Whether the filter keeps some rows out (the order and the view keep every row). */
export const isFiltered = ({ order: _order, view: _view, ...rows }: LeadFilter) =>
  Object.keys(rows).length > 0;

/**
 * Whether the inbox lists submissions: asked for, or a filter about delivery (a suspect, a
 * failed send), which a submission has and a person does not.
 */
export const listsSubmissions = (filter: LeadFilter) =>
  filter.view === "envio" || filter.status !== undefined;

/** The address of a page of this filter; the CSV export takes the same query. */
export function leadsHref(filter: LeadFilter, page = 1, path = "/admin/leads") {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(param) as [keyof LeadFilter, string][]) {
    const value = filter[key];
    if (value === undefined) continue;
    params.set(name, key === "owner" && value === "none" ? NO_OWNER : String(value));
  }
  if (page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The names of the filter form's fields. */
export const filterParam = param;
