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
  const { fields } = settings;
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
    invalidToast: (errors) => reiRefusal(labels, errors),
    failureToast: errorToast(messages.lead.failure),
    leads: (data, meta: SubmissionMeta) => {
      const { answers, labels: fieldLabels } = campaignAnswers(fields, data);
      const email = typeof answers.email === "string" ? answers.email : "";
      const config = env();
      const deliveries: NewLead["deliveries"] = [];
      if (settings.confirmation && config.mail && email)
        deliveries.push({
          channel: "email",
          purpose: "confirmation",
          message: {
            ...campaignConfirmationEmail({
              to: email,
              name: answers.nome ?? answers.name,
              ...settings.confirmation,
            }),
          },
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
