import {
  type ContactInput,
  contactSchema,
  type DownloadInput,
  downloadSchema,
  type HomeLeadInput,
  homeLeadSchema,
  newsletterSchema,
  type PrivacyRequestInput,
  privacyRequestSchema,
} from "~/lib/forms/schemas";
import {
  downloadRefusal,
  errorToast as error,
  leadRefusal,
  newsletterRefusal,
  privacyRefusal,
  successToast as success,
} from "~/lib/forms/toasts";
import { HOME_LEAD_FORM_ID } from "~/lib/leads";
import type { Material } from "~/lib/materials";
import {
  type LeadFormSpec,
  RefusedField,
  type SubmissionMeta,
} from "~/routes/handlers/lead-form.server";
import { downloadLink } from "~/routes/handlers/material-download.server";
import { materialEmail } from "~/server/email/compose.server";
import { env } from "~/server/env.server";
import { materialEmailSent, type NewLead } from "~/server/leads/index.server";
import { consents, messages } from "~content/form-messages";

/**
 * The lead forms of the site: which schema, which messages, what is stored and sent (the
 * payload fields of spec sections 3 and 7, exactly), and where the visitor goes next.
 */

const consentRecord = (consent: { text: string; version: string }) => ({
  ...consent,
  at: new Date().toISOString(),
});

const stamp = (meta: SubmissionMeta) => ({ source: meta.source, timestamp: meta.timestamp });

export const newsletterForm: LeadFormSpec<{ name: string; email: string }> = {
  formId: "form-newsletter",
  schema: newsletterSchema,
  errorsVia: "flash",
  anchor: "newsletter",
  invalidToast: newsletterRefusal,
  failureToast: error(messages.newsletter.failure),
  leads: ({ name, email }, meta) => [
    {
      formType: "newsletter",
      sourcePage: meta.source,
      consent: consentRecord(consents.newsletter),
      payload: { name, email, formType: "newsletter", ...stamp(meta) },
    },
  ],
  success: () => ({ toast: success(messages.newsletter.success) }),
  suspected: () => ({ toast: success(messages.suspect.newsletter) }),
};

const leadPayload = (
  input: HomeLeadInput | ContactInput,
  formType: "contact" | "diagnosis",
  meta: SubmissionMeta,
) => ({
  name: input.name,
  email: input.email,
  company: input.company,
  phone: input.phone ?? "",
  industry: input.industry ?? "",
  message: input.message ?? "",
  role: input.role,
  formType,
  ...stamp(meta),
});

/**
 * The home page's lead form: a `contact` lead (the spec lists no other formType for it), with
 * the extra field `formId` saying it came from the home form. On success the form is cleared
 * and the visitor stays.
 */
export const homeLeadForm: LeadFormSpec<HomeLeadInput> = {
  formId: HOME_LEAD_FORM_ID,
  schema: homeLeadSchema,
  anchor: "contato",
  invalidToast: leadRefusal,
  failureToast: error(messages.lead.failure),
  leads: (input, meta) => [
    {
      formType: "contact",
      sourcePage: meta.source,
      payload: { ...leadPayload(input, "contact", meta), formId: HOME_LEAD_FORM_ID },
    },
  ],
  success: () => ({ toast: success(messages.lead.success) }),
  suspected: () => ({ toast: success(messages.suspect.lead) }),
};

/**
 * The contact and diagnosis form. `diagnosis` (/diagnostico, /cases, case pages, the partner
 * pages' consultation dialog) goes on to the diagnosis calendar; `contact` (the ENICS page's
 * contact block) to /booking. A suspect goes there too: the calendar is the person's own next
 * step, and the message promises nothing staff must do first.
 */
export function contactForm(formType: "contact" | "diagnosis"): LeadFormSpec<ContactInput> {
  return {
    formId: formType,
    schema: contactSchema,
    anchor: formType === "diagnosis" ? "formulario" : "contato",
    invalidToast: leadRefusal,
    failureToast: error(messages.lead.failure),
    leads: (input, meta) => [
      { formType, sourcePage: meta.source, payload: leadPayload(input, formType, meta) },
    ],
    success: () =>
      formType === "diagnosis"
        ? { toast: success(messages.contact.diagnosis), redirectTo: "/agenda-diagnostico" }
        : { toast: success(messages.contact.success), redirectTo: "/booking" },
  };
}

/**
 * The download form: one lead, and the material e-mailed to the person, by the e-mail
 * automation's webhook when it is set, or by us over SMTP (ADR 0039). `find` looks the chosen
 * material up; an unknown one is refused.
 */
export function downloadForm(
  find: (slug: string) => Material | undefined,
): LeadFormSpec<DownloadInput> {
  return {
    formId: "download",
    schema: downloadSchema,
    anchor: "baixar",
    invalidToast: downloadRefusal,
    failureToast: error(messages.download.failure),
    leads: (input, meta) => {
      const material = find(input.material);
      if (!material) throw new RefusedField("material", "Escolha um dos materiais da lista.");
      // The link an e-mail automation can send as is: absolute, signed, valid for days.
      const link = downloadLink(material.materialId, new Date(meta.timestamp));
      const lead = {
        firstName: input.firstName,
        lastName: input.lastName ?? "",
        email: input.email,
        phone: input.phone ?? "",
        company: input.company,
        industry: input.industry,
        role: input.role,
        roleType: input.roleType,
        agree: true,
        formType: "download",
        materialId: material.materialId,
        materialType: material.type,
        materiallink: link,
        ...stamp(meta),
      };
      const config = env();
      const deliveries: NewLead["deliveries"] = [];
      if (config.WEBHOOK_MATERIAL_EMAIL_URL) {
        // The e-mail automation's request (the spec's second call), now a delivery of this lead.
        deliveries.push({
          channel: "webhook",
          purpose: "material",
          message: {
            ...lead,
            materialTitle: material.title,
            materialLink: link,
            actionType: "send_material_email",
          },
        });
      } else if (config.mail) {
        deliveries.push({
          channel: "email",
          purpose: "material",
          message: {
            ...materialEmail({
              to: input.email,
              name: input.firstName,
              title: material.title,
              link,
              linkDays: config.MATERIAL_LINK_DAYS,
              bookingUrl: `${config.BASE_URL}/diagnostico`,
            }),
          },
        });
      }
      return [
        {
          formType: "download",
          sourcePage: meta.source,
          consent: consentRecord(consents.download),
          payload: lead,
          deliveries,
          repeatOf: { email: input.email, materialId: material.materialId },
        },
      ];
    },
    success: () => ({
      toast: success(
        materialEmailSent(env()) ? messages.download.successEmailed : messages.download.success,
      ),
      redirectTo: "/booking",
    }),
    // Its e-mail waits for the review, and /booking offers no link to a suspect: it stays.
    suspected: () => ({
      toast: success(materialEmailSent(env()) ? messages.suspect.download : messages.suspect.lead),
    }),
  };
}

/**
 * A person's request about their own data (LGPD): stored and delivered like a lead, shown in
 * the admin's inbox as 'Pedido LGPD'. The person stays on /privacidade.
 */
export const privacyRequestForm: LeadFormSpec<PrivacyRequestInput> = {
  formId: "privacy-request",
  schema: privacyRequestSchema,
  anchor: "pedido-lgpd",
  invalidToast: privacyRefusal,
  failureToast: error(messages.privacy.failure),
  leads: (input, meta) => [
    {
      formType: "privacy",
      sourcePage: meta.source,
      payload: {
        name: input.name,
        email: input.email,
        kind: input.kind,
        message: input.message ?? "",
        formType: "privacy",
        ...stamp(meta),
      },
    },
  ],
  success: () => ({ toast: success(messages.privacy.success) }),
  suspected: () => ({ toast: success(messages.suspect.privacy) }),
};
