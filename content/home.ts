import type { z } from "zod";
import { brand } from "./brand";
import { pages } from "./pages";
import { partnerCases } from "./partners";
import type { Benefit, FaqItem, Image, JourneyStep, ResultFigure, Testimonial } from "./schema";

/** The home page's copy, section by section in the spec's order. */

export const hero = {
  eyebrow: "Revenue Operations e growth para empresas B2B",
  // pages.ts holds the h1 and lead with the page's title and description.
  heading: pages.home.heading,
  intro: pages.home.intro,
};

export const resultFigures: z.infer<typeof ResultFigure>[] = [
  {
    value: "+150",
    label: "empresas atendidas",
    description:
      "Empresas SaaS e B2B de diferentes portes e setores que estruturaram a sua operação de receita conosco.",
  },
  {
    value: "32%",
    label: "de aumento médio nas vendas",
    description:
      "Crescimento médio das vendas dos nossos clientes nos primeiros 6 meses de trabalho.",
  },
  {
    value: "5x",
    label: "de retorno sobre o investimento",
    description:
      "ROI dos projetos, medido pela receita adicional gerada em relação ao valor investido.",
  },
  {
    value: "24%",
    label: "de redução no churn",
    description:
      "Menos cancelamentos graças a onboarding estruturado, health score e rotinas de sucesso do cliente.",
  },
  {
    value: "30-45 dias",
    label: "para os primeiros resultados",
    description:
      "Priorizamos as ações de maior impacto para que os ganhos apareçam já no primeiro ciclo do projeto.",
  },
  {
    value: "38%",
    label: "de redução no CAC",
    description:
      "Custo de aquisição menor com investimento concentrado nos canais e contas que realmente geram receita.",
  },
];

export const benefits: z.infer<typeof Benefit>[] = [
  {
    title: "Foco em receita, não em métricas de vaidade",
    text: "Cada iniciativa é ligada a um indicador de negócio: pipeline, conversão, retenção ou receita recorrente.",
    icon: "trending",
  },
  {
    title: "Decisões guiadas por dados",
    text: "Partimos de um diagnóstico do seu funil e medimos cada mudança para saber o que funciona e o que ajustar.",
    icon: "search",
  },
  {
    title: "Implementação, não só recomendação",
    text: "Não entregamos apenas um relatório: colocamos processos, CRM e automações para rodar junto com o seu time.",
    icon: "rocket",
  },
  {
    title: "Marketing, vendas e CS integrados",
    text: "Tratamos a receita como uma jornada única, do primeiro contato à renovação, sem silos entre as áreas.",
    icon: "layers",
  },
  {
    title: "Tecnologia a favor do time",
    text: "Escolhemos e configuramos as ferramentas certas para o seu momento, aproveitando ao máximo o que você já tem.",
    icon: "automation",
  },
  {
    title: "Conhecimento que fica na empresa",
    text: "Documentamos tudo e treinamos as pessoas para que a operação continue evoluindo depois do projeto.",
    icon: "book",
  },
];

export const servicesTeaser = {
  heading: "Soluções para cada etapa da sua receita",
  intro:
    "Da automação do funil à integração dos sistemas, atuamos onde a sua operação mais precisa para gerar crescimento consistente.",
};

export const casesTeaser = {
  heading: "ROI comprovado em empresas reais",
  intro:
    "Veja como empresas de tecnologia, educação, bebidas e serviços transformaram processos e dados em resultados de receita.",
};

export const journeyIntro = {
  heading: "Sua jornada até a receita previsível",
  intro:
    "Um caminho claro, em seis etapas, do diagnóstico inicial à escala, com entregas concretas e acompanhamento próximo em cada fase.",
};

export const journey: z.infer<typeof JourneyStep>[] = [
  {
    title: "Diagnóstico",
    items: [
      "Conversa com a liderança sobre metas e desafios",
      "Análise do funil, do CRM e da stack atual",
      "Mapa de gargalos e oportunidades priorizadas",
    ],
  },
  {
    title: "Estratégia",
    items: [
      "Definição do perfil de cliente ideal e do funil de receita",
      "Metas, indicadores e acordos entre as áreas",
      "Plano de ação com prioridades e responsáveis",
    ],
  },
  {
    title: "Implementação",
    items: [
      "Configuração do CRM e das integrações",
      "Automações de marketing, vendas e CS",
      "Painéis de acompanhamento em tempo real",
    ],
  },
  {
    title: "Capacitação",
    items: [
      "Playbooks documentados para cada área",
      "Treinamentos práticos com o time",
      "Rituais de gestão e de análise de pipeline",
      "Materiais de apoio e guias de uso das ferramentas",
    ],
  },
  {
    title: "Otimização",
    items: [
      "Acompanhamento dos indicadores a cada ciclo",
      "Testes e ajustes de cadências, campanhas e ofertas",
      "Revisões periódicas com a liderança",
    ],
  },
  {
    title: "Escala",
    items: [
      "Expansão para novos canais, segmentos e mercados",
      "Crescimento da receita na base de clientes",
      "Operação autônoma e pronta para acelerar",
    ],
  },
];

export type Partner = { name: string; slug: string; url: string; logo: Image };

/** The 9 partners of the home carousel, picked from the partner cases. */
const carouselPartnerSlugs = [
  "enics",
  "heineken",
  "agence-mr",
  "toefl",
  "datavoxx",
  "fmu-virtual",
  "placlux",
  "security-first",
  "funnels",
];

/** The carousel's partners; the route's loader builds them, so the browser never loads partners.ts. */
export function carouselPartners(): Partner[] {
  return carouselPartnerSlugs.flatMap((slug) => {
    const partner = partnerCases.find((p) => p.slug === slug);
    if (!partner) return [];
    return [
      {
        name: partner.name,
        slug,
        url: `/partners/${slug}`,
        logo: {
          src: `/images/logos/${slug}.svg`,
          alt: `Logotipo da ${partner.name}`,
          width: 240,
          height: 80,
        },
      },
    ];
  });
}

export const testimonials: z.infer<typeof Testimonial>[] = [
  {
    quote:
      "Marketing e vendas discutiam todo mês de quem era a culpa pela meta perdida. Depois que definimos juntos o que é um lead qualificado e passamos a olhar o mesmo painel, essa conversa simplesmente acabou.",
    author: "Camila Rocha",
    role: "Diretora de Marketing, SaaS de logística",
    avatar: {
      src: "/images/avatars/camila-rocha.svg",
      alt: "Foto de Camila",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "Eu fechava o trimestre sem saber quanto iria faturar. Hoje o forecast sai do CRM, com base no histórico real de conversão, e consigo planejar contratações com segurança.",
    author: "Rafael Nogueira",
    role: "CEO, fintech de crédito para pequenas empresas",
    avatar: {
      src: "/images/avatars/rafael-nogueira.svg",
      alt: "Foto de Rafael",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "O health score mudou a rotina do meu time. Em vez de apagar incêndios, começamos o dia sabendo quais contas precisam de atenção e conversamos com o cliente antes que ele pense em cancelar.",
    author: "Letícia Barros",
    role: "Head de Customer Success, plataforma de gestão de RH",
    avatar: {
      src: "/images/avatars/leticia-barros.svg",
      alt: "Foto de Letícia",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "O playbook deixou de ser um documento esquecido na pasta compartilhada. Os vendedores novos aprendem com ele na primeira semana e as objeções mais difíceis já têm resposta pronta.",
    author: "Gustavo Albuquerque",
    role: "VP de Vendas, software de gestão industrial",
    avatar: {
      src: "/images/avatars/gustavo-albuquerque.svg",
      alt: "Foto de Gustavo",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "O que mais me surpreendeu foi a profundidade do diagnóstico. Em poucas semanas tínhamos um mapa claro dos gargalos e um plano priorizado, com automações já rodando no CRM.",
    author: "Fernanda Lima",
    role: "COO, edtech de educação corporativa",
    avatar: {
      src: "/images/avatars/fernanda-lima.svg",
      alt: "Foto de Fernanda",
      width: 96,
      height: 96,
    },
  },
  {
    quote:
      "Tínhamos CRM, ERP e ferramenta de marketing, mas nenhum conversava com o outro. Com as integrações, o pedido fechado chega ao faturamento sem retrabalho e o vendedor enxerga todo o histórico do cliente.",
    author: "João Pedro Siqueira",
    role: "Gerente de Operações Comerciais, distribuidora B2B de insumos",
    avatar: {
      src: "/images/avatars/joao-pedro-siqueira.svg",
      alt: "Foto de João",
      width: 96,
      height: 96,
    },
  },
];

export const featuredQuote = {
  quote:
    "Receita previsível não nasce de uma ferramenta nova nem de uma campanha genial. Nasce de processo, de dados confiáveis e de times que trabalham olhando para o mesmo número.",
  author: brand.ceo.name,
  role: brand.ceo.role,
};

export const faq: z.infer<typeof FaqItem>[] = [
  {
    question: "O que é Revenue Operations (RevOps) e por que minha empresa precisa disso?",
    answer:
      "RevOps é a forma de organizar marketing, vendas e customer success como uma única operação de receita, com processos, dados e ferramentas compartilhados. Na prática, acaba com os silos entre as áreas, dá visibilidade de todo o funil e torna o crescimento mais previsível e eficiente.",
  },
  {
    question: "Em quanto tempo vejo os primeiros resultados?",
    answer:
      "Os primeiros resultados costumam aparecer entre 30 e 45 dias. Começamos pelas ações de maior impacto e menor esforço identificadas no diagnóstico, enquanto as mudanças estruturais, como novos processos e integrações, são implementadas em paralelo.",
  },
  {
    question: "Com quais ferramentas e CRMs vocês trabalham?",
    answer:
      "Atuamos com os CRMs e plataformas mais usados por empresas B2B, como HubSpot, Salesforce, Pipedrive e RD Station, além de ferramentas de automação, BI e integração. Sempre que possível, aproveitamos a stack que você já tem e só recomendamos novas ferramentas quando há um ganho claro.",
  },
  {
    question: "Minha empresa tem o porte ideal para contratar vocês?",
    answer:
      "Trabalhamos com empresas SaaS e B2B que já vendem e querem crescer com mais previsibilidade, de startups em fase de tração a operações consolidadas com vários times comerciais. O escopo é ajustado ao momento e à maturidade de cada empresa.",
  },
  {
    question: "Como funciona o diagnóstico gratuito?",
    answer:
      "É uma conversa com um especialista em que entendemos os seus objetivos, o funcionamento do funil e as ferramentas em uso. Ao final, você recebe uma visão clara dos principais gargalos e das oportunidades prioritárias, sem nenhum compromisso de contratação.",
  },
  {
    question: "Como são estruturados os projetos e o investimento?",
    answer:
      "Depois do diagnóstico, apresentamos uma proposta sob medida, com escopo, etapas, entregas e indicadores de sucesso definidos. Os projetos podem ter duração fechada ou acompanhamento contínuo, e o investimento depende do escopo e da complexidade da sua operação.",
  },
];

export const contact = {
  heading: "Vamos conversar sobre a sua receita",
  intro:
    "Conte um pouco sobre a sua empresa no formulário ou escolha um horário na agenda ao lado para falar direto com um especialista. Respondemos rapidamente e sem compromisso.",
};
