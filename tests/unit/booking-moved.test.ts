import { beforeAll, describe, expect, it, vi } from "vitest";
import { defaultBookingRules } from "~/lib/booking-rules";
import type { Call } from "~/server/booking/calls.server";
import type { Host } from "~/server/booking/hosts.server";
import type { BookingRow } from "~/server/db/schema.server";

// A call moved to another host (its own was busy at the new time): both get the new
// invitation, and the host who no longer has the call gets its CANCEL (RFC 5546).

type Messages = typeof import("~/routes/handlers/booking-messages.server");
let messages: Messages;

beforeAll(async () => {
  vi.stubEnv("SMTP_URL", "smtp://127.0.0.1:2525");
  vi.stubEnv("MAIL_FROM", "Vetor Revenue <agenda@vetor.example>");
  vi.stubEnv("BASE_URL", "https://vetor.example");
  messages = await import("~/routes/handlers/booking-messages.server");
});

const host = (adminId: number, email: string): Host =>
  ({ adminId, name: `Pessoa ${adminId}`, email, slug: `p${adminId}` }) as Host;

const start = new Date("2026-12-10T13:00:00Z");
const end = new Date("2026-12-10T13:45:00Z");
const old = {
  id: "7d3c1c1e-8f3b-4a43-9a4e-0c7a3f0f4b11",
  uid: "chamada@agenda",
  sequence: 0,
  hostId: 1,
  leadId: "2b1d6c5e-1f2a-4b3c-8d4e-5f6a7b8c9d0e",
  startsAt: new Date("2026-12-09T13:00:00Z"),
  endsAt: new Date("2026-12-09T13:45:00Z"),
  videoUrl: "",
} as BookingRow;
const visitor = {
  name: "Ana Souza",
  email: "ana@empresa.com.br",
  phone: "(11) 99999-0000",
  company: "Empresa Exemplo",
};
const call = (to: Host): Call => ({
  id: "0f6d1f7a-3b2c-4d5e-8f9a-1b2c3d4e5f60",
  uid: old.uid,
  sequence: 1,
  start,
  end,
  videoUrl: "",
  host: to,
  leadId: old.leadId,
});

const methods = (list: { message: Record<string, unknown> }[]) =>
  list.map(({ message }) => {
    const calendar = message.calendar as { method: string; content: string } | undefined;
    return `${String(message.to)} ${calendar?.method}`;
  });

describe("a moved call's e-mails", () => {
  it("cancels it in the calendar of the host who no longer has it", () => {
    const first = host(1, "primeira@vetor.example");
    const second = host(2, "segunda@vetor.example");
    const sent = messages.movedMessages(call(second), visitor, defaultBookingRules, old, first);
    expect(methods(sent.deliveries)).toEqual([
      "ana@empresa.com.br REQUEST",
      "segunda@vetor.example REQUEST",
      "primeira@vetor.example CANCEL",
    ]);
    const cancel = sent.deliveries[2]?.message.calendar as { content: string };
    expect(cancel.content).toContain("UID:chamada@agenda");
    expect(cancel.content).toContain("SEQUENCE:1");
  });

  it("sends no cancel when the call keeps its host", () => {
    const same = host(1, "primeira@vetor.example");
    const sent = messages.movedMessages(call(same), visitor, defaultBookingRules, old, same);
    expect(methods(sent.deliveries)).toEqual([
      "ana@empresa.com.br REQUEST",
      "primeira@vetor.example REQUEST",
    ]);
  });
});
