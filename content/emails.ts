import { brand } from "./brand";

/** The e-mails the site sends itself (ADR 0039). `{…}` marks are filled by the composer. */
export const emails = {
  material: {
    subject: "Seu material: {title}",
    greeting: "Olá, {name}!",
    intro: "Obrigado pelo interesse. O material {title} está pronto para baixar:",
    button: "Baixar o material",
    expiry: "O link vale por {days} dias. Depois disso, é só pedir de novo no site.",
    about: `A ${brand.name} ajuda empresas B2B a crescer com receita previsível: estratégia, processos comerciais, automação e dados, do primeiro lead à renovação.`,
    next: "Quer conversar sobre o seu cenário?",
    nextLink: "Agende um diagnóstico gratuito",
    signature: `Equipe ${brand.name}`,
  },
} as const;
