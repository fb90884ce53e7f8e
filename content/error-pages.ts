import { errorTitles } from "./error-titles";
import type { PageCopy } from "./pages";

/**
 * The copy of the pages that answer an error or a refusal, which the root's error boundary shows
 * from a chunk of its own (`OnDemand.tsx`); their titles, which the root's meta needs on every
 * page, are in error-titles.ts.
 */
export const errorPages = {
  notFound: {
    title: errorTitles.notFound,
    description: "A página que você procura não existe ou foi movida.",
    heading: "Oops! Página não encontrada",
    intro: "O endereço pode ter mudado ou a página não existe mais.",
  },
  badRequest: {
    title: "Requisição recusada",
    description: "O endereço ou o pedido não pôde ser entendido.",
    heading: "Requisição recusada",
    intro:
      "Não foi possível entender este endereço ou pedido. Confira o link ou volte para a página inicial.",
  },
  formRefused: {
    title: "Formulário não reconhecido",
    description: "O envio não chegou como um formulário do site.",
    heading: "Formulário não reconhecido",
    intro:
      "O envio chegou incompleto ou num formato que o site não entende. Volte à página, confira os campos e envie de novo.",
  },
  crossSite: {
    title: "Envio de outro site recusado",
    description: "Este formulário só aceita envios feitos a partir das páginas do próprio site.",
    heading: "Requisição recusada",
    intro:
      "O envio veio de outro site e foi recusado para proteger seus dados. Abra a página do formulário no nosso site e envie por lá.",
  },
  tooLarge: {
    title: "Envio grande demais",
    description: "O envio passou do tamanho aceito.",
    heading: "Envio grande demais",
    intro:
      "O que você enviou passou do tamanho que este formulário aceita. Volte, encurte o texto ou escolha um arquivo menor e envie de novo.",
  },
  unavailable: {
    title: "Página indisponível no momento",
    description: "Não foi possível carregar esta página agora.",
    heading: "Página indisponível no momento",
    intro: "Não conseguimos carregar esta página agora. Tente de novo em alguns instantes.",
  },
  serverError: {
    title: errorTitles.serverError,
    description: "Ocorreu um erro inesperado.",
    heading: "Algo deu errado do nosso lado",
    intro:
      "Não foi possível carregar esta página agora. Tente novamente em alguns instantes; se o problema continuar, fale com a gente.",
  },
} satisfies Record<string, PageCopy>;
