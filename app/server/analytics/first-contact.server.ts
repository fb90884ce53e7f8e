import { sql } from "drizzle-orm";
import { type ContactRow, TABLE_LIMIT } from "~/lib/dashboard";
import { db, rowsOf } from "../db/index.server";
import type { DateRange } from "./dashboard.server";

/**
 * 'Tempo até o primeiro contato' (ADR 0058): per owner, the people given to them in the period
 * and the median of their first contact (a status change, a note or a call) minus the moment
 * they were given. A person never given to anyone counts from their first submission, under
 * 'Sem responsável'; one not contacted yet counts among the people, not in the median.
 */
const startedAt = sql`coalesce(pe.assigned_at, pe.first_seen_at)`;
// A contact before the assignment (a person given to someone else later) waited nothing.

export function firstContactTable(range: DateRange, limit = TABLE_LIMIT): Promise<ContactRow[]> {
  return rowsOf<ContactRow>(
    db(),
    sql`
    select pe.owner_id as "ownerId", a.username, a.name, count(*)::int as people,
           count(pe.first_contact_at)::int as contacted,
           (percentile_cont(0.5) within group (
             order by greatest(extract(epoch from pe.first_contact_at - ${startedAt}), 0)
           ) filter (where pe.first_contact_at is not null))::float8 as "medianSeconds"
    from people pe left join admin_users a on a.id = pe.owner_id
    where (${startedAt} at time zone 'America/Sao_Paulo')::date
          between ${range.from}::date and ${range.to}::date
    group by pe.owner_id, a.username, a.name
    order by (pe.owner_id is null), people desc, a.username
    limit ${limit}`,
  );
}
