/**
 * The ready-made starting points of a campaign's own form (ADR 0059): the site's forms as
 * field lists a marketer then changes, and a webinar's registration. Options are by label: a
 * campaign's answers are read by people, in the inbox and in RD Station, as typed here.
 */
import { consents } from "../form-refusals";
import { contactIndustries, rolesB } from "./contact-form";
import type { Option } from "./option";

const labels = (options: Option[]) => options.map((option) => option.label);

const field = (
  kind: string,
  id: string,
  label: string,
  required = false,
  extra: { options?: string[]; value?: string; from?: string } = {},
) => ({
  kind,
  id,
  label,
  required,
  options: extra.options ?? [],
  value: extra.value ?? "",
  from: extra.from ?? "",
});

const name = field("text", "nome", "Nome", true);
const email = field("email", "email", "E-mail corporativo", true);
const company = field("text", "empresa", "Empresa", true);
const role = field("select", "cargo", "Cargo", true, { options: labels(rolesB) });
const phone = field("phone", "telefone", "Telefone");

export const campaignPresets = {
  contact: {
    label: "Contato",
    fields: [
      name,
      email,
      company,
      role,
      phone,
      field("select", "setor", "Setor", false, { options: labels(contactIndustries) }),
      field("textarea", "mensagem", "Como podemos ajudar?"),
    ],
  },
  diagnosis: {
    label: "Diagnóstico",
    fields: [name, email, company, role, phone],
  },
  newsletter: {
    label: "Newsletter",
    fields: [
      name,
      field("email", "email", "E-mail", true),
      field("checkbox", "aceite", consents.newsletter.text, true),
    ],
  },
  webinar: {
    label: "Inscrição em evento",
    fields: [
      name,
      email,
      company,
      role,
      field("hidden", "evento", "Evento", false, { value: "Nome do evento" }),
      field("hidden", "origem", "Origem da campanha", false, { from: "utm_source" }),
    ],
  },
} as const;
