import type { BookingRules } from "~/lib/booking-rules";
import type { Call, CallMessages } from "~/server/booking/calls.server";

type Visitor = { name: string; email: string; phone: string; company: string };

/** The e-mails of a call (filled with the invitations). */
export function callMessages(
  _call: Call,
  _visitor: Visitor,
  _rules: BookingRules,
  _kind: "new" | "moved",
): CallMessages {
  return { deliveries: [], reminders: [] };
}
