import { type SQL, sql } from "drizzle-orm";
import {
  CSV_LIMIT,
  type FormRow,
  type LeadPage,
  type MaterialRow,
  type PeopleFigures,
  type ReiStep,
  TABLE_LIMIT,
} from "~/lib/dashboard";
import { isoDate } from "~/lib/dates";
import { qualifiedStatuses } from "~/lib/lead-work";
import { HOME_LEAD_FORM_ID, LANDING_FORM_PREFIX } from "~/lib/leads";
import { vitalsLines } from "~/lib/vitals-report";
import { reiSections } from "~content/rei";
import { db, rowsOf as rowsIn } from "../db/index.server";
import { firstContactTable } from "./first-contact.server";
import { vitalsHistograms } from "./vitals.server";

/**
 * What the marketing dashboard reads (ADR 0021): the daily page views of
 * `page_views_daily` beside the leads, joined by the first touch stored on each lead
 * (`attribution`: landingPage, utm_*, referrer). Every table is summed by the database
 * (GROUP BY) and bounded. Suspected submissions are not leads: they are left out of every
 * count and conversion here and counted apart (`suspected`).
 */

/** Calendar dates in São Paulo ('2026-11-22'), both included. */
export interface DateRange {
  from: string;
  to: string;
}

/** The `days` days ending today in São Paulo (today included). */
export function periodRange(days: number, now: Date = new Date()): DateRange {
  const to = isoDate(now);
  return { from: addDays(to, -(days - 1)), to };
}

function addDays(day: string, count: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Rows of a raw query on the site's database. */
const rowsOf = <T>(query: SQL) => rowsIn<T>(db(), query);

/** The day a lead arrived, in São Paulo, as page_views_daily counts its days. */
const leadDay = sql`(created_at at time zone 'America/Sao_Paulo')::date`;

/**
 * Submissions of the range from people who may buy: not the privacy requests of /privacidade
 * (a data subject's right, not interest), nor the material e-mail requests stored as leads of
 * their own before they became deliveries of the download (ADR 0039); suspected ones or not
 * (`leadsIn` leaves those out).
 */
const submissionsIn = (range: DateRange) =>
  sql`form_type not in ('privacy', 'material_email') and ${leadDay} between ${range.from}::date and ${range.to}::date`;

/** The leads of the range that count: not suspected, not privacy requests. */
const leadsIn = (range: DateRange) => sql`status <> 'suspected' and ${submissionsIn(range)}`;

const viewsIn = (range: DateRange) => sql`day between ${range.from}::date and ${range.to}::date`;

/**
 * Where a lead came from, as page_views_daily writes it: the referrer is stored on the lead as
 * 'https://host/', on the views as the host alone.
 */
const leadReferrerHost = sql`lower(regexp_replace(coalesce(attribution->>'referrer', ''), '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/?#]*).*$', '\\1'))`;
const leadSource = sql`coalesce(nullif(attribution->>'utm_source', ''), ${leadReferrerHost})`;
const viewSource = sql`case when utm_source <> '' then utm_source else referrer end`;

export interface Totals {
  views: number;
  /** The sum of each day's and page's distinct visitors (a person on two pages counts twice). */
  visitors: number;
  leads: number;
  /** Submissions held by the spam guards in the range: shown apart, never in the numbers. */
  suspected: number;
}

export async function dashboardTotals(range: DateRange): Promise<Totals> {
  const [traffic] = await rowsOf<{ views: number; visitors: number }>(sql`
    select coalesce(sum(views), 0)::int as views, coalesce(sum(visitors), 0)::int as visitors
    from page_views_daily where ${viewsIn(range)}`);
  const [leads] = await rowsOf<{ leads: number; suspected: number }>(sql`
    select count(*) filter (where status <> 'suspected')::int as leads,
           count(*) filter (where status = 'suspected')::int as suspected
    from leads where ${submissionsIn(range)}`);
  return {
    views: traffic?.views ?? 0,
    visitors: traffic?.visitors ?? 0,
    leads: leads?.leads ?? 0,
    suspected: leads?.suspected ?? 0,
  };
}

export interface DayPoint {
  day: string;
  views: number;
  leads: number;
}

/** Views and leads on every day of the range, oldest first; a day without data is a zero. */
export async function dailySeries(range: DateRange): Promise<DayPoint[]> {
  const views = await rowsOf<{ day: string; views: number }>(sql`
    select day::text as day, sum(views)::int as views
    from page_views_daily where ${viewsIn(range)} group by day`);
  const leads = await rowsOf<{ day: string; leads: number }>(sql`
    select ${leadDay}::text as day, count(*)::int as leads
    from leads where ${leadsIn(range)} group by 1`);
  const byDay = new Map<string, DayPoint>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    byDay.set(day, { day, views: 0, leads: 0 });
  }
  for (const row of views) {
    const point = byDay.get(row.day);
    if (point) point.views = row.views;
  }
  for (const row of leads) {
    const point = byDay.get(row.day);
    if (point) point.leads = row.leads;
  }
  return [...byDay.values()];
}

/**
 * The people a row brought (ADR 0058): each person who sent a form of the row in the period
 * counts once for it (once for every row they touched), a suspected submission (no person)
 * not at all; then what each of them is today: their status, and their calls, whenever booked.
 * `l` is (key…, person_id), distinct; `keys` its key columns.
 */
const qualified = sql.join(
  qualifiedStatuses.map((status) => sql`${status}`),
  sql`, `,
);
const bookedBy = (person: SQL, extra: SQL) => sql`exists (
  select 1 from bookings b join leads bl on bl.id = b.lead_id
  where bl.person_id = ${person} and ${extra})`;
const peopleFigures = (keys: SQL) => sql`
  select ${keys}, count(*)::int as people,
         count(*) filter (where pe.work_status in (${qualified}))::int as qualified,
         count(*) filter (where ${bookedBy(sql`pe.id`, sql`b.status = 'confirmed'`)})::int as calls,
         count(*) filter (where ${bookedBy(sql`pe.id`, sql`b.outcome = 'held'`)})::int as held,
         count(*) filter (where pe.work_status = 'customer')::int as customers
  from l join people pe on pe.id = l.person_id
  group by ${keys}`;

/** The submissions of the range that have a person: what the people tables count. */
const withPeopleIn = (range: DateRange) => sql`${leadsIn(range)} and person_id is not null`;

const figures = (row: string) =>
  sql.raw(`coalesce(${row}.people, 0) as people,
  coalesce(${row}.qualified, 0) as qualified, coalesce(${row}.calls, 0) as calls,
  coalesce(${row}.held, 0) as held, coalesce(${row}.customers, 0) as customers`);

export interface PageRow extends PeopleFigures {
  /** A pathname ('/blog/slug'); '' for leads that stored no such page. */
  path: string;
  views: number;
}

/**
 * Which page a lead counts for (`LeadPage`): `form`, the page its form was sent from (the
 * stored source page, an absolute address, down to its path); `first`, the page its first
 * visit began on.
 */
const formPagePath = sql`split_part(split_part(regexp_replace(coalesce(source_page, ''), '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]*', ''), '?', 1), '#', 1)`;
const landingPath = sql`coalesce(attribution->>'landingPage', '')`;

/** Pages by views (then people), with the people each one brought (`by`). */
export function pageTable(
  range: DateRange,
  limit = TABLE_LIMIT,
  by: LeadPage = "form",
): Promise<PageRow[]> {
  return rowsOf<PageRow>(sql`
    with v as (
      select path, sum(views)::int as views from page_views_daily
      where ${viewsIn(range)} group by path
    ), l as (
      select distinct ${by === "form" ? formPagePath : landingPath} as path, person_id
      from leads where ${withPeopleIn(range)}
    ), p as (${peopleFigures(sql`l.path`)})
    select coalesce(v.path, p.path) as path, coalesce(v.views, 0) as views, ${figures("p")}
    from v full outer join p on v.path = p.path
    order by views desc, people desc, path
    limit ${limit}`);
}

export interface SourceRow extends PeopleFigures {
  /** utm_source, else the referring site's host, else '' (a direct visit). */
  source: string;
  medium: string;
  campaign: string;
  views: number;
}

/** Sources and campaigns by views (then people), with the people whose first touch they were. */
export function sourceTable(range: DateRange, limit = TABLE_LIMIT): Promise<SourceRow[]> {
  return rowsOf<SourceRow>(sql`
    with v as (
      select ${viewSource} as source, utm_medium as medium, utm_campaign as campaign,
             sum(views)::int as views
      from page_views_daily where ${viewsIn(range)} group by 1, 2, 3
    ), l as (
      select distinct ${leadSource} as source, coalesce(attribution->>'utm_medium', '') as medium,
             coalesce(attribution->>'utm_campaign', '') as campaign, person_id
      from leads where ${withPeopleIn(range)}
    ), p as (${peopleFigures(sql`l.source, l.medium, l.campaign`)})
    select coalesce(v.source, p.source) as source, coalesce(v.medium, p.medium) as medium,
           coalesce(v.campaign, p.campaign) as campaign, coalesce(v.views, 0) as views,
           ${figures("p")}
    from v full outer join p
      on v.source = p.source and v.medium = p.medium and v.campaign = p.campaign
    order by views desc, people desc, source, medium, campaign
    limit ${limit}`);
}

/** Leads per form, most first; the home form's contact leads are counted as its own. */
export function formTable(range: DateRange): Promise<FormRow[]> {
  return rowsOf<FormRow>(sql`
    select case when form_type = 'contact' and payload->>'formId' = ${HOME_LEAD_FORM_ID} then 'home'
                else form_type end as "formType",
           count(*)::int as leads
    from leads where ${leadsIn(range)}
    group by 1 order by leads desc, 1`);
}

/** Download leads per material, most first: one download is one lead. */
export function materialTable(range: DateRange, limit = TABLE_LIMIT): Promise<MaterialRow[]> {
  return rowsOf<MaterialRow>(sql`
    with l as (
      select coalesce(payload->>'materialId', '') as "materialId", count(*)::int as leads
      from leads where ${leadsIn(range)} and form_type = 'download' group by 1
    )
    select l."materialId", m.title, m.slug, l.leads
    from l left join materials m on 'material-' || m.id::text = l."materialId"
    order by l.leads desc, l."materialId"
    limit ${limit}`);
}

export interface LandingRow extends PeopleFigures {
  slug: string;
  title: string;
  views: number;
}

/**
 * Each landing page (ADR 0045) with its views and the people its own form (`formId`
 * lp-{slug}) brought: the published ones, and any other that was seen or brought someone in
 * the range. Most people first.
 */
export function landingTable(range: DateRange, limit = TABLE_LIMIT): Promise<LandingRow[]> {
  return rowsOf<LandingRow>(sql`
    with v as (
      select path, sum(views)::int as views from page_views_daily
      where ${viewsIn(range)} group by path
    ), l as (
      select distinct payload->>'formId' as form_id, person_id
      from leads
      where ${withPeopleIn(range)} and payload->>'formId' like ${`${LANDING_FORM_PREFIX}%`}
    ), p as (${peopleFigures(sql`l.form_id`)})
    select lp.slug, lp.title, coalesce(v.views, 0) as views, ${figures("p")}
    from landing_pages lp
    left join v on v.path = '/' || lp.slug
    left join p on p.form_id = ${LANDING_FORM_PREFIX}::text || lp.slug
    where lp.status = 'published' or v.views > 0 or p.people > 0
    order by people desc, views desc, lp.title
    limit ${limit}`);
}

/**
 * The REI questionnaire's funnel: how many people reached each section and how many sent it.
 * A saved draft sits at the section its person is on (or left at), having reached every one
 * before; a sent questionnaire (a lead, its draft deleted) reached them all. Drafts count by
 * the day they were started, questionnaires by the day they were sent.
 */
export async function reiFunnel(range: DateRange, sections: number): Promise<ReiStep[]> {
  const [finished] = await rowsOf<{ n: number }>(sql`
    select count(*)::int as n from leads where ${leadsIn(range)} and form_type = 'rei'`);
  const drafts = await rowsOf<{ section: number; n: number }>(sql`
    select least(greatest(section, 0), ${sections - 1})::int as section, count(*)::int as n
    from rei_drafts
    where (created_at at time zone 'America/Sao_Paulo')::date between ${range.from}::date and ${range.to}::date
    group by 1`);
  const done = finished?.n ?? 0;
  const steps = Array.from({ length: sections }, (_, index) => ({
    step: index + 1,
    people: done + drafts.filter((d) => d.section >= index).reduce((sum, d) => sum + d.n, 0),
  }));
  return [...steps, { step: sections + 1, people: done }];
}

/**
 * Real visitors' Web Vitals in the range (ADR 0052): the site's line, one per device (phones
 * first) and the pages with the most measured visits, each metric's 75th percentile read from
 * its summed histogram.
 */
export async function vitalsReport(range: DateRange, limit = TABLE_LIMIT) {
  const histograms = await vitalsHistograms(db(), range, limit);
  const devices = vitalsLines(histograms.devices).sort((a, b) =>
    a.key === b.key ? 0 : a.key === "phone" ? -1 : 1,
  );
  return { site: vitalsLines(histograms.site)[0], devices, pages: vitalsLines(histograms.pages) };
}

/** The period of equal length just before `range`: what `?comparar=1` puts beside it. */
export function previousRange(range: DateRange): DateRange {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000) + 1;
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The figures `?comparar=1` shows beside the period's: every row, up to CSV_LIMIT. */
async function readBefore(range: DateRange, by: LeadPage) {
  const [totals, pages, sources, landings, contact] = await Promise.all([
    dashboardTotals(range),
    pageTable(range, CSV_LIMIT, by),
    sourceTable(range, CSV_LIMIT),
    landingTable(range, CSV_LIMIT),
    firstContactTable(range, CSV_LIMIT),
  ]);
  return { range, totals, pages, sources, landings, contact };
}

/** Everything the dashboard page shows for the `days` days ending today. */
export async function readDashboard(
  days: number,
  by: LeadPage = "form",
  compare = false,
  now = new Date(),
) {
  const range = periodRange(days, now);
  const [totals, daily, pages, sources, forms, materials, rei, landings, vitals, contact, before] =
    await Promise.all([
      dashboardTotals(range),
      dailySeries(range),
      pageTable(range, TABLE_LIMIT, by),
      sourceTable(range),
      formTable(range),
      materialTable(range),
      reiFunnel(range, reiSections.length),
      landingTable(range),
      vitalsReport(range),
      firstContactTable(range),
      compare ? readBefore(previousRange(range), by) : undefined,
    ]);
  return {
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
  };
}
