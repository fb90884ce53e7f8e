import { parseFormData } from "@rvf/react-router";
import { type AppLoadContext, data } from "react-router";
import type { BookingRules } from "~/lib/booking-rules";
import { type BookingView, type DayView, dayLabel, timeLabel } from "~/lib/booking-view";
import { bookingSchema } from "~/lib/forms/schemas";
import { errorToast, successToast } from "~/lib/forms/toasts";
import type { Toast } from "~/lib/toast";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { openSubmission } from "~/routes/handlers/form-intake.server";
import { refreshDue } from "~/server/booking/busy-refresh.server";
import {
  type Booked,
  bookCall,
  type Call,
  moveCall,
  openSlots,
} from "~/server/booking/calls.server";
import { type Host, hostById } from "~/server/booking/hosts.server";
import { bookingRules } from "~/server/booking/rules.server";
import { dayOf, type Slot } from "~/server/booking/slots.server";
import { db } from "~/server/db/index.server";
import type { BookingRow } from "~/server/db/schema.server";
import { env } from "~/server/env.server";
import { readAttribution } from "~/server/forms/attribution.server";
import { calendarAddress, type LastLead, lastLead } from "~/server/forms/prefill.server";
import { readVisitor, updateVisitor } from "~/server/forms/visitor.server";
import { leadById, leadToStore, submitLead } from "~/server/leads/index.server";
import { logger } from "~/server/logger.server";
import { kickQueue } from "~/server/queue/index.server";
import { siteSettings } from "~/server/site-settings/settings.server";
import { slotsCopy } from "~content/booking";
import { messages } from "~content/form-messages";
import { callPath } from "./booking-links.server";
import { callMessages, movedMessages } from "./booking-messages.server";

export const BOOKING_FORM_ID = "agendamento";
/** Days of free times listed at most: two weeks of a team's calendar. */
const DAYS_SHOWN = 14;
const DAY_PARAM = /^\d{4}-\d{2}-\d{2}$/;

/** What a page of slots shows: the days, the chosen day's times, the visitor's data. */
export async function bookingView(
  request: Request,
  options: { only?: Host; now?: Date; prefillLead?: string } = {},
): Promise<BookingView> {
  const now = options.now ?? new Date();
  const rules = await bookingRules(db());
  const lead = options.prefillLead
    ? await leadPrefill(options.prefillLead)
    : await lastLead(request);
  // The 'Agenda externa' (an Administrador's site setting) takes the place of the times; a call
  // booked here moves here, whatever calendar new visitors are sent to.
  const { values } = await siteSettings(request);
  if (values.calendarUrl && !options.prefillLead) {
    return {
      mode: "external",
      url: calendarAddress(values.calendarUrl, lead as LastLead | undefined) ?? values.calendarUrl,
      scriptUrl: values.embedScriptUrl || undefined,
    };
  }
  const { slots } = await openSlots(db(), rules, now, options.only?.adminId);
  return { mode: "slots", ...slotsView(slots, rules, request), prefill: lead?.prefill ?? null };
}

/** A booked call's person, to move it without typing again. */
async function leadPrefill(id: string) {
  const lead = await leadById(id);
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const p = lead?.payload ?? {};
  return lead
    ? {
        prefill: {
          name: text(p.name),
          email: text(p.email),
          phone: text(p.phone),
          company: text(p.company),
        },
      }
    : undefined;
}

function slotsView(slots: Slot[], rules: BookingRules, request: Request) {
  const days: DayView[] = [];
  const byDay = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayOf(slot.start, rules.zone);
    if (!byDay.has(day)) {
      if (byDay.size >= DAYS_SHOWN) break;
      byDay.set(day, []);
    }
    byDay.get(day)?.push(slot);
  }
  for (const [date, list] of byDay) {
    days.push({
      date,
      label: dayLabel(list[0]?.start ?? new Date(), rules.zone),
      count: list.length,
    });
  }
  const asked = new URL(request.url).searchParams.get("dia") ?? "";
  const day = DAY_PARAM.test(asked) && byDay.has(asked) ? asked : (days[0]?.date ?? null);
  const times = (day ? (byDay.get(day) ?? []) : []).map((slot) => ({
    iso: slot.start.toISOString(),
    label: timeLabel(slot.start, rules.zone),
  }));
  return {
    zone: rules.zone,
    lengthMinutes: rules.lengthMinutes,
    days,
    day,
    dayLabel: days.find((item) => item.date === day)?.label ?? "",
    times,
  };
}

type Args = { request: Request; context: AppLoadContext };

const refusalToast = (reason: keyof typeof slotsCopy.refusals): Toast =>
  errorToast(slotsCopy.refusals[reason]);

/**
 * A visitor takes a time: the post bounded and limited as every form's, the data checked,
 * then the call booked with its lead, both or neither. A refusal gives the form back with its
 * values, says why and offers the next free times; the page's times are read again.
 */
export async function bookingAction(
  { request, context }: Args,
  options: { only?: Host; move?: BookingRow } = {},
) {
  const intake = await openSubmission(request, BOOKING_FORM_ID);
  if ((await intake.limit(context.clientIp, "booking")) !== null) {
    return intake.refuse(429, messages.rateLimited);
  }
  const result = await parseFormData(intake.formData, bookingSchema);
  if (result.error) {
    return intake.refuse(400, refusalToast("invalid"), result.error.fieldErrors);
  }
  if (intake.spamCheck.result === "expired")
    return intake.refuse(400, errorToast(messages.expired));
  const rules = await bookingRules(db());
  const now = new Date();
  const start = new Date(result.data.inicio);
  const { inicio: _time, ...visitor } = result.data;
  const config = env();
  const source = `${config.BASE_URL}${new URL(request.url).pathname}`;

  // A suspect's time is not taken (a bot would block a real visitor): their data is kept for a
  // person to judge, with the time they asked for.
  if (intake.spamCheck.suspicion) {
    const stored = await submitLead({
      formType: "booking",
      sourcePage: source,
      attribution: readAttribution(request),
      suspicion: intake.spamCheck.suspicion,
      payload: {
        ...visitor,
        startsAt: start.toISOString(),
        formType: "booking",
        source,
        timestamp: now.toISOString(),
      },
    }).catch(() => undefined);
    if (!stored) return intake.refuse(503, refusalToast("failure"));
    return answer(intake.enhanced, "/", successToast(slotsCopy.suspected));
  }

  let booked: Booked;
  try {
    const move = options.move;
    const oldHost = move?.hostId ? await hostById(db(), move.hostId) : undefined;
    booked = move
      ? await moveCall({
          db: db(),
          rules,
          old: move,
          start,
          now,
          messages: (call) => movedMessages(call, visitor, rules, move, oldHost),
        })
      : await bookNew(request, rules, start, now, visitor, source, options.only);
  } catch (error) {
    logger.error({ err: error }, "reunião não reservada");
    return intake.refuse(503, refusalToast("failure"));
  }
  if (!booked.ok) {
    const reply = intake.reply(refusalToast(booked.reason), {
      inicio: slotsCopy.refusals[booked.reason].title,
    });
    const next = booked.next.map((slot) => ({
      iso: slot.start.toISOString(),
      label: `${dayLabel(slot.start, rules.zone)}, ${timeLabel(slot.start, rules.zone)}`,
    }));
    return data({ ...reply, next }, { status: 409 });
  }
  kickQueue();
  const headers = { "Set-Cookie": await updateVisitor(request, { leadId: booked.call.leadId }) };
  return answer(
    intake.enhanced,
    callPath(booked.call.id),
    successToast(options.move ? slotsCopy.moved : slotsCopy.booked),
    headers,
  );
}

type Visitor = { name: string; email: string; phone: string; company: string };

async function bookNew(
  request: Request,
  rules: BookingRules,
  start: Date,
  now: Date,
  visitor: Visitor,
  source: string,
  only?: Host,
) {
  // The hosts' calendars, if not read in the last minutes: a meeting just added blocks its time.
  await refreshDue(db(), now, 2 * 60_000).catch(() => undefined);
  const { leadId: earlierId } = await readVisitor(request);
  const earlier = earlierId ? await leadById(earlierId).catch(() => undefined) : undefined;
  // The session's earlier lead is this person's only when the e-mail is the same.
  const same =
    earlier && String(earlier.payload.email ?? "").toLowerCase() === visitor.email.toLowerCase()
      ? earlier
      : undefined;
  const lead = await leadToStore({
    formType: "booking",
    sourcePage: source,
    attribution: readAttribution(request),
    payload: { ...visitor, formType: "booking", source, timestamp: now.toISOString() },
  });
  return bookCall({
    db: db(),
    rules,
    start,
    now,
    lead,
    only: only?.adminId,
    owner: same?.ownerId ?? null,
    messages: (call: Call) => callMessages(call, visitor, rules, "new"),
  });
}

/** Without JavaScript a redirect with the toast; with it, the form's reply with where to go. */
async function answer(
  enhanced: boolean,
  to: string,
  toast: Toast,
  headers: Record<string, string> = {},
) {
  if (enhanced) {
    return data(
      { formId: BOOKING_FORM_ID, toast, done: { redirectTo: to, delayMs: 0 } },
      { headers },
    );
  }
  return redirectWithToast(to, toast, { headers });
}
