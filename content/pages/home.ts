import type { PageCopy } from "./page-copy";

export const homePage: PageCopy = {
  title: "Revenue Operations e Growth para empresas B2B",
  description:
    "Consultoria de revenue operations, automação e growth para empresas B2B e SaaS. Mais de 150 empresas atendidas desde 2019. Solicite um diagnóstico gratuito.",
  heading: "Receita B2B previsível, do primeiro lead à renovação",
  intro:
    "Mais de 150 empresas já estruturaram marketing, vendas e customer success com a gente. Unimos processos, dados e automação em uma única operação de receita para que o seu crescimento dependa de método, e não de sorte.",
};
