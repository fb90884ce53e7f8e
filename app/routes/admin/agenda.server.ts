// /admin/agenda (ADR 0057): the calls by host and their outcomes, for the roles that work
// leads; the call's rules and the hosts' share of the round-robin, an Administrador's. Every
// post answers a redirect with a message, or the rules form as typed.
import { data, redirect } from "react-router";
import { leadsType } from "~/lib/admin-content-types";
import { type BookingRules, bookingRulesSchema, bookingZones } from "~/lib/booking-rules";
import { dayLabel, timeLabel } from "~/lib/booking-view";
import { formatDateTime } from "~/lib/dates";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { type Role, roleLabel } from "~/lib/team";
import { isUuid } from "~/lib/uuid";
import { assertRole, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { parseId } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import {
  type AgendaCall,
  agendaCalls,
  type HostListRow,
  hostList,
  setHostScale,
} from "~/server/booking/agenda.server";
import { callById, setOutcome } from "~/server/booking/calls.server";
import { bookingRules, saveBookingRules } from "~/server/booking/rules.server";
import { db } from "~/server/db/index.server";
import { agendaCopy, bookingStatusLabels, outcomeLabels, zoneLabels } from "~content/admin-booking";

const copy = agendaCopy;
const AGENDA = "/admin/agenda";
/** The admin reads every call in Brasília time, whatever the rules' zone. */
const ZONE = "America/Sao_Paulo";
const RULE_KEYS = Object.keys(bookingRulesSchema.shape) as (keyof BookingRules)[];
const RULE_MAX = 500;

const outcomeText: Record<string, string> = outcomeLabels;
const statusOf = (status: string) => bookingStatusLabels[status] ?? status;
const outcomeOf = (outcome: string | null) => (outcome ? (outcomeText[outcome] ?? outcome) : null);

function callView(call: AgendaCall, now: Date) {
  return {
    id: call.id,
    when: `${dayLabel(call.startsAt, ZONE)}, ${timeLabel(call.startsAt, ZONE)}`,
    iso: call.startsAt.toISOString(),
    lead: {
      href: `${leadsType.list}/${call.leadId}`,
      name: call.leadName || copy.noName,
      company: call.leadCompany,
    },
    status: statusOf(call.status),
    outcome: outcomeOf(call.outcome),
    /** 'Realizada' and 'Não compareceu': a confirmed call that has begun. */
    canMark: call.status === "confirmed" && call.startsAt.getTime() <= now.getTime(),
  };
}

type CallView = ReturnType<typeof callView>;

/** The calls by host, in the order the list gave them; a removed host's together. */
function byHost(calls: AgendaCall[], now: Date) {
  const groups = new Map<string, { key: string; host: string; calls: CallView[] }>();
  for (const call of calls) {
    const key = call.hostId === null ? "sem-anfitriao" : String(call.hostId);
    const group = groups.get(key) ?? {
      key,
      host: call.hostId === null ? copy.removedHost : call.hostName,
      calls: [],
    };
    group.calls.push(callView(call, now));
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.host.localeCompare(b.host, "pt-BR"));
}

function hostView(host: HostListRow) {
  const calendar = !host.hasCalendar
    ? copy.hosts.noCalendar
    : host.busyError
      ? copy.hosts.failed(host.busyError)
      : host.busyReadAt
        ? copy.hosts.readAt(formatDateTime(host.busyReadAt))
        : copy.hosts.notRead;
  return {
    id: host.adminId,
    name: host.name,
    role: roleLabel(host.role),
    page: `/agenda/${host.slug}`,
    weight: host.weight,
    active: host.active,
    away: host.away,
    calendar,
    calendarFailed: Boolean(host.hasCalendar && host.busyError),
  };
}

const ruleValues = (rules: BookingRules): Record<string, string> =>
  Object.fromEntries(RULE_KEYS.map((key) => [key, String(rules[key])]));

/** What the page shows: every role its calls; an Administrador also the rules and hosts. */
export async function agendaPage(admin: { role: Role }, now = new Date()) {
  const { upcoming, past } = await agendaCalls(db(), now);
  const manages = admin.role === "admin";
  const [rules, hosts] = manages
    ? await Promise.all([bookingRules(db()), hostList(db())])
    : [undefined, []];
  return {
    upcoming: byHost(upcoming, now),
    past: byHost(past, now),
    manage: rules
      ? {
          rules: ruleValues(rules),
          zones: bookingZones.map((zone) => ({
            value: zone,
            label: `${zoneLabels[zone] ?? zone} (${zone})`,
          })),
          hosts: hosts.map(hostView),
        }
      : null,
  };
}

const refused = (to: string, description: string, title = copy.outcomeRefused) =>
  redirectWithToast(to, errorToast({ title, description }));

/** 'Realizada' or 'Não compareceu' on a confirmed call that has begun. */
async function outcome(form: FormData, now: Date) {
  const back = `${AGENDA}#passadas`;
  const id = String(form.get("id") ?? "");
  const wanted = form.get("outcome");
  const value = wanted === "held" || wanted === "no_show" ? wanted : undefined;
  const call = isUuid(id) ? await callById(db(), id) : undefined;
  if (!value || call?.status !== "confirmed") return refused(back, copy.outcomeGone);
  if (call.startsAt.getTime() > now.getTime()) return refused(back, copy.outcomeNotYet);
  if (!(await setOutcome(db(), id, value))) return refused(back, copy.outcomeGone);
  return redirectWithToast(
    back,
    successToast({ title: copy.outcomeSaved, description: outcomeLabels[value] }),
  );
}

/** 'Salvar regras': refused, the form comes back as typed with each field's message. */
async function saveRules(form: FormData, savedBy: string) {
  const values = Object.fromEntries(
    RULE_KEYS.map((key) => [
      key,
      String(form.get(key) ?? "")
        .slice(0, RULE_MAX + 1)
        .trim(),
    ]),
  );
  const errors = copy.rules.errors;
  const fieldErrors: Record<string, string> = {};
  const parsed = bookingRulesSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof BookingRules;
      fieldErrors[key] ??= errors[key] ?? copy.rules.refused;
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return data(
      { fieldErrors, repopulateFields: values, message: copy.rules.refused },
      { status: 400 },
    );
  }
  await saveBookingRules(db(), parsed.data, savedBy);
  return redirectWithToast(
    `${AGENDA}#regras`,
    successToast({ title: copy.rules.saved, description: parsed.data.title }),
  );
}

/** A host's row: 'Peso' and 'Na escala'. */
async function saveHost(form: FormData) {
  const back = `${AGENDA}#anfitrioes`;
  const id = parseId(String(form.get("id") ?? ""));
  const weight = Number(String(form.get("weight") ?? "").slice(0, 4));
  if (!Number.isInteger(weight) || weight < 1 || weight > 10) {
    return refused(back, copy.hosts.badWeight, copy.hosts.notSaved);
  }
  const active = form.get("active") === "on";
  if (!id || !(await setHostScale(db(), id, { weight, active }))) {
    return refused(back, copy.hosts.notFound, copy.hosts.notSaved);
  }
  return redirectWithToast(
    back,
    successToast({ title: copy.hosts.saved, description: copy.hosts.savedHint(weight, active) }),
  );
}

/** The page's one action; sales members may only set outcomes (checked here, not only hidden). */
export async function handleAgendaAction(request: Request, now = new Date()) {
  const admin = await requireAdminAction(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "outcome") return outcome(form, now);
  assertRole(admin, ["admin"]);
  if (intent === "rules") return saveRules(form, admin.username);
  if (intent === "host") return saveHost(form);
  return redirect(AGENDA);
}
