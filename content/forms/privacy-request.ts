import type { Option } from "./option";

// The privacy request form at the end of /privacidade: its kinds and its copy.
// One file per form: a page loads the lists of its own forms only.

/** What a person may ask about their data (LGPD, art. 18), on /privacidade. */
export const privacyRequestKinds: Option[] = [
  { value: "access", label: "Saber quais dados vocês têm sobre mim" },
  { value: "correction", label: "Corrigir meus dados" },
  { value: "deletion", label: "Excluir meus dados" },
  { value: "consent", label: "Revogar meu consentimento" },
  { value: "portability", label: "Receber meus dados para levar a outro fornecedor" },
  { value: "other", label: "Outro pedido" },
];

/** The request form at the end of /privacidade. */
export const privacyRequestCopy = {
  heading: "Pedido sobre seus dados",
  intro:
    "Peça acesso, correção ou exclusão dos dados que você nos enviou pelos formulários do site. Respondemos no e-mail informado em até 15 dias.",
};
