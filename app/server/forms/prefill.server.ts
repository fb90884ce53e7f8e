import { leadById } from "../leads/index.server";
import { logger } from "../logger.server";
import { readVisitor } from "./visitor.server";

/**
 * What the booking calendars prefill (name, email, phone, company), from the visitor's last
 * lead on the server (ADR 0008). Only filled values are passed on.
 */
export interface LastLead {
  formType: string;
  prefill: Record<"name" | "email" | "phone" | "company", string>;
  /** For a download not held as suspect: the material they asked for. */
  materialId?: string;
  /** When the form was sent (its `timestamp`): the download link's validity counts from it. */
  sentAt: Date;
}

export async function lastLead(request: Request): Promise<LastLead | undefined> {
  const { leadId } = await readVisitor(request);
  if (!leadId) return undefined;
  try {
    const lead = await leadById(leadId);
    if (!lead) return undefined;
    const p = lead.payload as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
    const name = text(p.name) || [text(p.firstName), text(p.lastName)].filter(Boolean).join(" ");
    return {
      formType: lead.formType,
      prefill: {
        name,
        email: text(p.email),
        phone: text(p.phone || p.whatsapp),
        company: text(p.company || p.companyName),
      },
      // A download held for review gives no link before staff releases it.
      materialId: lead.status === "suspected" ? undefined : text(p.materialId) || undefined,
      sentAt: Number.isNaN(Date.parse(text(p.timestamp)))
        ? lead.createdAt
        : new Date(text(p.timestamp)),
    };
  } catch (error) {
    // The calendar still works without prefill.
    logger.warn({ err: error }, "último lead indisponível para preencher a agenda");
    return undefined;
  }
}

/** `base` with the filled prefill values as query parameters; no calendar, none. */
export function calendarAddress(base: string | undefined, lead?: LastLead) {
  if (!base) return undefined;
  const url = new URL(base);
  for (const [key, value] of Object.entries(lead?.prefill ?? {})) {
    if (value) url.searchParams.set(key, value);
  }
  return url.toString();
}
