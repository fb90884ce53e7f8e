import { materialSlug } from "~/lib/materials";
import { listedCaseSlugs } from "~content/cases";
import { staticMaterials } from "~content/materials";
import { partnerCases } from "~content/partners";

/** Every public route with an action: each form's page, the footer newsletter, the REI. */
export const PUBLIC_ACTIONS = [
  "/?index",
  "/cases",
  `/cases/${listedCaseSlugs[0]}`,
  "/diagnostico",
  "/partners/enics",
  `/partners/${partnerCases[0]?.slug}`,
  `/materiais/${materialSlug(staticMaterials[0] ?? { title: "" })}`,
  "/downloads",
  "/rei",
  "/newsletter",
  "/privacidade",
];

/** The material download form as a person fills it (the material's slug goes beside it). */
export const downloadForm = {
  firstName: "Ana",
  lastName: "Souza",
  email: "ana@empresa.com.br",
  phone: "",
  company: "Empresa Exemplo",
  industry: "saas",
  role: "Gerente de marketing",
  roleType: "decision-maker",
  agree: "on",
};
