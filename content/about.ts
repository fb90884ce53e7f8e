import type { z } from "zod";
import { brand } from "./brand";
import type { Feature, Milestone } from "./schema";

/** Copy of /quem-somos: founding story, 2012-2026 timeline, six values and the closing call. */

export const story = {
  heading: "Nossa história",
  paragraphs: [
    `A ${brand.name} nasceu em ${brand.foundedYear} de uma inquietação de quem passou anos dentro de times comerciais: empresas B2B investiam cada vez mais em marketing, vendas e ferramentas, mas cada área trabalhava com seus próprios números, processos e sistemas. O resultado era um funil cheio de atritos, metas desalinhadas e uma receita difícil de prever.`,
    "Desde então, já ajudamos mais de 150 empresas a organizar essa engrenagem. Desenhamos processos de ponta a ponta, integramos CRM e automação de marketing, estruturamos o sucesso do cliente e colocamos os dados da operação à disposição de quem decide. Em cada projeto, o objetivo é o mesmo: transformar marketing, vendas e pós-venda em uma única operação de receita.",
    "Acreditamos que crescimento sustentável vem de método, não de sorte. Decisões baseadas em dados, processos simples de executar e tecnologia a serviço das pessoas fazem mais diferença do que qualquer ferramenta isolada. Por isso trabalhamos lado a lado com os times dos nossos clientes e deixamos o conhecimento dentro de casa, para que a evolução continue depois que o projeto termina.",
  ],
};

export const timeline: z.infer<typeof Milestone>[] = [
  {
    year: 2012,
    title: "Primeiros passos em vendas B2B",
    text: `${brand.ceo.name} começa a carreira em vendas de tecnologia para empresas e conhece de perto a rotina de metas, pipeline e ciclos de venda longos.`,
  },
  {
    year: 2014,
    title: "O encontro com a automação",
    text: "O contato com as primeiras plataformas de automação de marketing revela o tamanho do desencontro entre os times de marketing e de vendas.",
  },
  {
    year: 2016,
    title: "Operações de receita na prática",
    text: "À frente de projetos de integração entre CRM e automação, os fundadores unificam dados do funil e montam os primeiros painéis de receita de ponta a ponta.",
  },
  {
    year: 2018,
    title: "O método ganha forma",
    text: "Projetos de consultoria em empresas B2B consolidam uma forma de trabalhar: diagnosticar, desenhar, implementar e medir, sempre com base em dados.",
  },
  {
    year: 2019,
    title: `Nasce a ${brand.name}`,
    text: "A consultoria é fundada para ajudar empresas B2B e SaaS a alinhar marketing, vendas e sucesso do cliente em uma só operação de receita.",
  },
  {
    year: 2021,
    title: "Novas frentes de atuação",
    text: "O time cresce e o portfólio passa a incluir revenue intelligence, customer success e integração de sistemas, acompanhando a jornada completa do cliente.",
  },
  {
    year: 2023,
    title: "Conhecimento compartilhado",
    text: "Lançamos a comunidade de profissionais de receita e a biblioteca de materiais gratuitos para levar o método a mais empresas e pessoas.",
  },
  {
    year: 2025,
    title: "Mais de 150 empresas",
    text: "Ultrapassamos a marca de 150 empresas atendidas, de setores tão diferentes quanto tecnologia, educação, eventos, bebidas e construção civil.",
  },
  {
    year: 2026,
    title: "O próximo capítulo",
    text: "Seguimos investindo em dados, automação e inteligência artificial para que nossos clientes cresçam com mais previsibilidade e menos esforço manual.",
  },
];

export const values: z.infer<typeof Feature>[] = [
  {
    title: "Orientação a dados",
    text: "Toda recomendação parte de números do seu funil, não de opiniões. Medimos antes, durante e depois de cada mudança.",
    icon: "chart",
  },
  {
    title: "Inovação constante",
    text: "Acompanhamos de perto novas ferramentas, canais e práticas de mercado e só levamos aos clientes o que já provou seu valor.",
    icon: "lightbulb",
  },
  {
    title: "Transparência",
    text: "Escopo, prazos, avanços e dificuldades são compartilhados com clareza. Você sabe o que está sendo feito e por quê.",
    icon: "shield",
  },
  {
    title: "Resultados mensuráveis",
    text: "Definimos com você os indicadores de sucesso desde o início e acompanhamos cada um deles até a entrega.",
    icon: "target",
  },
  {
    title: "Transferência de conhecimento",
    text: "Documentamos processos e capacitamos seu time para que a operação siga evoluindo com autonomia depois do projeto.",
    icon: "book",
  },
  {
    title: "Excelência técnica",
    text: "Integrações bem construídas, dados confiáveis e automações testadas: cuidamos dos detalhes que sustentam a operação no dia a dia.",
    icon: "award",
  },
];

export const closingCta = {
  heading: "Vamos construir juntos o próximo capítulo da sua receita?",
  text: "Solicite um diagnóstico gratuito. Nossos especialistas analisam seu funil, suas ferramentas e seus números e mostram onde estão as oportunidades de crescimento mais rápidas.",
  button: "Solicitar diagnóstico",
};
