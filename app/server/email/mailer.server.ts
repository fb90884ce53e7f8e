import nodemailer from "nodemailer";
import type { EmailMessage } from "../leads/deliveries.server";
import type { DeliveryResult } from "../leads/delivery.server";
import type { MailFrom } from "./address.server";
import { smtpOptions } from "./smtp.server";

/** Sends one stored e-mail; `id` (the delivery's) becomes its Message-ID. */
export type Mailer = (message: EmailMessage & { id: string }) => Promise<DeliveryResult>;

/**
 * A mailer over SMTP_URL. A connection per message: e-mails are few, and a relay that
 * restarts costs nothing but the next attempt. The Message-ID is the delivery's, so a
 * retry after a lost answer is the same message to a receiver that drops repeats.
 */
export function createMailer(smtpUrl: string, from: MailFrom, domain: string): Mailer {
  const transport = nodemailer.createTransport(smtpOptions(smtpUrl));
  return async (message) => {
    try {
      await transport.sendMail({
        from: from.name ? { name: from.name, address: from.address } : from.address,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Nodemailer puts the calendar in as the part mail programs show as an invitation and
        // as a file for the others: one event, one name.
        ...(message.calendar
          ? {
              icalEvent: {
                filename: "convite.ics",
                method: message.calendar.method,
                content: message.calendar.content,
              },
            }
          : {}),
        messageId: `<${message.id}@${domain}>`,
      });
      return { ok: true };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `SMTP: ${text}` };
    }
  };
}
