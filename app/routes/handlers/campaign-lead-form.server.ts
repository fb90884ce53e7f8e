// A landing page's own form (ADR 0059) as a lead form: the schema built from its fields, each
// answer stored under its identifier with its label beside it, the confirmation e-mail in the
// marketer's words, and the next step the marketer chose.
import { campaignFormSchema } from "~/lib/forms/campaign-schema";
import { errorToast, reiRefusal, successToast } from "~/lib/forms/toasts";
import type { CampaignSettings } from "~/lib/landing/campaign-block";
import { campaignAnswers } from "~/lib/landing/campaign-form";
import type { LeadFormSpec, SubmissionMeta } from "~/routes/handlers/lead-form.server";
import { campaignConfirmationEmail } from "~/server/email/compose.server";
import { env } from "~/server/env.server";
import { eventConfirmation, eventReminder } from "~/server/landing/event-mail.server";
import type { NewLead } from "~/server/leads/index.server";
import { messages } from "~content/form-messages";

type Answers = Record<string, unknown>;

/** What the person typed, to give back: several choices of one field as its lines. */
function typedOf(formData: FormData, names: Set<string>) {
  const typed: Record<string, string | boolean> = {};
  for (const [key, value] of formData) {
    if (!names.has(key) || typeof value !== "string") continue;
    const before = typed[key];
    typed[key] =
      typeof before === "string" && before !== ""
        ? `${before}\n${value}`
        : value === "on"
          ? true
          : value;
  }
  return typed;
}

export function campaignLeadForm(
  settings: CampaignSettings,
  page: { slug: string; title: string },
): LeadFormSpec<Answers> {
  const { fields, event } = settings;
  const labels = fields.map((field) => ({ name: field.id, label: field.label, kind: field.kind }));
  const names = new Set(fields.map((field) => field.id));
  const consent = fields.find((field) => field.kind === "checkbox" && field.required);
  // The thanks stays on the page; the others go on, the booking to the diagnosis calendar.
  const redirectTo =
    settings.next === "booking"
      ? "/agenda-diagnostico"
      : settings.next === "link"
        ? settings.nextLink
        : undefined;
  const outcome = () => ({
    toast: successToast(redirectTo ? messages.campaign.sent : messages.campaign.thanks),
    redirectTo,
    stays: !redirectTo,
  });
  return {
    formId: "campaign",
    schema: campaignFormSchema(fields),
    typedOf: (formData) => typedOf(formData, names),
    closed: () =>
      event && event.end < new Date() ? errorToast(messages.campaign.closed) : undefined,
    invalidToast: (errors) => reiRefusal(labels, errors),
    failureToast: errorToast(messages.lead.failure),
    leads: (data, meta: SubmissionMeta) => {
      const { answers, labels: fieldLabels } = campaignAnswers(fields, data);
      const email = typeof answers.email === "string" ? answers.email : "";
      const config = env();
      const deliveries: NewLead["deliveries"] = [];
      const name = answers.nome ?? answers.name;
      if (config.mail && email && event) {
        // An event's confirmation carries it for the calendar; its reminders wait for their time.
        const input = {
          to: email,
          name,
          title: page.title,
          pageUrl: `${config.BASE_URL}/${page.slug}`,
          event,
        };
        deliveries.push({
          channel: "email",
          purpose: "confirmation",
          message: { ...eventConfirmation(input, settings.confirmation) },
        });
        for (const hours of [24, 1] as const) {
          const sendAt = event.start.getTime() - hours * 3_600_000;
          if (sendAt > Date.parse(meta.timestamp))
            deliveries.push({
              channel: "email",
              purpose: "reminder",
              message: { ...eventReminder(input, hours), sendAt: new Date(sendAt).toISOString() },
            });
        }
      } else if (settings.confirmation && config.mail && email)
        deliveries.push({
          channel: "email",
          purpose: "confirmation",
          message: { ...campaignConfirmationEmail({ to: email, name, ...settings.confirmation }) },
        });
      return [
        {
          formType: "campaign",
          sourcePage: meta.source,
          consent: consent
            ? { text: consent.label, version: `/${page.slug}`, at: new Date().toISOString() }
            : undefined,
          payload: {
            ...answers,
            fieldLabels,
            formType: "campaign",
            page: `/${page.slug}`,
            pageTitle: page.title,
            source: meta.source,
            timestamp: meta.timestamp,
          },
          deliveries,
        },
      ];
    },
    // A suspect's e-mail waits for the review; the page's next step is theirs all the same.
    success: outcome,
  };
}
