// 'Disponibilidade' in 'Minha conta': what its card shows, its save and 'Ler agenda agora'.
// Only the roles that take calls have it; each answer is a redirect or the form as typed.
import { data } from "react-router";
import { businessHours } from "~/lib/booking-rules";
import { formatDateTime, isoDate } from "~/lib/dates";
import {
  AVAILABILITY_FORM_ID,
  type AvailabilityReply,
  availabilityFields,
  exceptionRows,
  parseAvailability,
  typedAvailability,
} from "~/lib/forms/availability-schema";
import { errorToast, successToast } from "~/lib/forms/toasts";
import type { Role } from "~/lib/team";
import { assertRole } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readAvailability, saveAvailability } from "~/server/booking/availability.server";
import { refreshHost } from "~/server/booking/busy-refresh.server";
import { HOST_ROLES } from "~/server/booking/hosts.server";
import { bookingRules } from "~/server/booking/rules.server";
import { db } from "~/server/db/index.server";
import { memberById } from "~/server/team/members.server";
import { availabilityCopy } from "~content/admin-booking";

const copy = availabilityCopy;
const BACK = "/admin/settings#disponibilidade";
/** 'Ler agenda agora' reads one calendar at most this often, however often it is pressed. */
const READ_GAP_MS = 30_000;

const takesCalls = (role: Role) => (HOST_ROLES as readonly Role[]).includes(role);

/** What the card shows, or null for a role that takes no calls. */
export async function availabilityCard(admin: { id: number; role: Role }) {
  if (!takesCalls(admin.role)) return null;
  const saved = await readAvailability(db(), admin.id);
  // Before the first save, the week starts at business hours, as the first host's does.
  const fields = availabilityFields(
    saved ?? {
      weekly: businessHours,
      exceptions: [],
      videoUrl: "",
      away: false,
      calendar: { kind: "none" },
    },
  );
  return {
    fields,
    rows: exceptionRows(fields),
    page: saved ? `/agenda/${saved.slug}` : null,
    active: saved?.active ?? true,
    hasPassword: saved?.hasPassword ?? false,
    calendar:
      saved && saved.calendar.kind !== "none"
        ? {
            readAt: saved.busyReadAt ? formatDateTime(saved.busyReadAt) : null,
            error: saved.busyError,
          }
        : null,
  };
}

/** 'Salvar disponibilidade': checked, past dates dropped, saved; refused, back as typed. */
export async function saveAvailabilityForm(admin: { id: number; role: Role }, form: FormData) {
  assertRole(admin, HOST_ROLES);
  const fields = typedAvailability(form);
  const password = String(form.get("caldavPassword") ?? "").slice(0, 501);
  const refuse = (fieldErrors: Record<string, string>) =>
    data<AvailabilityReply>(
      {
        formId: AVAILABILITY_FORM_ID,
        fieldErrors,
        repopulateFields: fields,
        rows: exceptionRows(fields),
        message: copy.refused,
      },
      { status: 400 },
    );
  const parsed = parseAvailability(fields, password);
  if (!parsed.ok) return refuse(parsed.fieldErrors);
  const today = isoDate();
  const value = {
    ...parsed.value,
    exceptions: parsed.value.exceptions.filter((item) => item.date >= today),
  };
  const member = await memberById(db(), admin.id);
  const saved = await saveAvailability(
    db(),
    { id: admin.id, name: member?.name || member?.username || "" },
    value,
  );
  if (!saved.ok) {
    const message =
      saved.reason === "password-missing"
        ? copy.errors.passwordMissing
        : copy.errors.passwordForNewServer;
    return refuse({ caldavPassword: message });
  }
  return redirectWithToast(
    BACK,
    successToast({ title: copy.saved, description: copy.page(`/agenda/${saved.slug}`) }),
  );
}

/** 'Ler agenda agora': the member's calendar read at once, and what came of it. */
export async function readCalendarNow(admin: { id: number; role: Role }) {
  assertRole(admin, HOST_ROLES);
  const saved = await readAvailability(db(), admin.id);
  if (!saved || saved.calendar.kind === "none") {
    return redirectWithToast(
      BACK,
      errorToast({ title: copy.read.failed, description: copy.read.none }),
    );
  }
  const now = new Date();
  const read = await refreshHost(db(), admin.id, await bookingRules(db()), {
    now,
    dueBefore: new Date(now.getTime() - READ_GAP_MS),
  });
  if (!read) {
    return redirectWithToast(
      BACK,
      errorToast({ title: copy.read.failed, description: copy.read.tooSoon }),
    );
  }
  return redirectWithToast(
    BACK,
    read.ok
      ? successToast({ title: copy.read.done, description: copy.read.ok(read.busy.length) })
      : errorToast({ title: copy.read.failed, description: read.error }),
  );
}
