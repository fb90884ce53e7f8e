import type { Service } from "./schema";

const cover = (slug: string, alt: string): Service["cover"] => ({
  src: `/images/covers/services/${slug}.svg`,
  alt,
  width: 1200,
  height: 600,
});

/** The catalogue of 7 in the spec's order; the home teaser shows the first 4. */
export const services: Service[] = [
  {
    slug: "automacao",
    title: "Automação de Revenue",
    description:
      "Fluxos automáticos entre marketing, vendas e sucesso do cliente que eliminam tarefas manuais e aceleram cada etapa do funil.",
    icon: "automation",
    features: [
      "Mapeamento e redesenho dos processos de receita",
      "Fluxos de nutrição, qualificação e distribuição de leads",
      "Cadências e tarefas automáticas no CRM",
      "Alertas e gatilhos de pós-venda e renovação",
    ],
    benefits: [
      {
        title: "Mais tempo para vender",
        text: "Vendedores e analistas deixam de copiar dados entre planilhas e passam o dia conversando com clientes.",
      },
      {
        title: "Resposta no momento certo",
        text: "Cada lead recebe o contato adequado assim que demonstra interesse, sem depender da memória de ninguém.",
      },
      {
        title: "Funil sem vazamentos",
        text: "Regras claras de passagem entre marketing, vendas e CS evitam que oportunidades fiquem paradas ou se percam.",
      },
      {
        title: "Escala sem contratar na mesma proporção",
        text: "O volume de leads e clientes cresce enquanto a operação continua enxuta e previsível.",
      },
      {
        title: "Dados confiáveis por padrão",
        text: "Registros preenchidos automaticamente alimentam relatórios que refletem o que de fato acontece no funil.",
      },
    ],
    help: "Começamos pelo mapa do seu processo comercial para descobrir onde o time perde tempo e onde os leads esfriam. Em seguida desenhamos e implementamos as automações no CRM e nas ferramentas que você já usa, documentamos cada fluxo e treinamos a equipe para mantê-los e evoluí-los.",
    cover: cover(
      "automacao",
      "Ilustração abstrata de engrenagens conectadas por setas que levam um lead de etapa em etapa até o fechamento",
    ),
    caseStudies: [
      { company: "ENICS", result: "3.000 tickets vendidos em 30 dias", slug: "enics" },
      {
        company: "FMU Virtual",
        result: "Mais matrículas com réguas de nutrição automatizadas",
        slug: "fmu-virtual",
      },
    ],
  },
  {
    slug: "revenue-intelligence",
    title: "Revenue Intelligence",
    description:
      "Dados de todo o funil reunidos em painéis e previsões confiáveis para decidir com base em fatos, não em intuição.",
    icon: "chart",
    features: [
      "Definição de métricas e KPIs de receita",
      "Dashboards de funil, pipeline e retenção",
      "Previsão de vendas (forecast) por etapa e por vendedor",
      "Análise de atribuição de canais e campanhas",
    ],
    benefits: [
      {
        title: "Uma única versão dos números",
        text: "Marketing, vendas e diretoria passam a discutir estratégia olhando para os mesmos indicadores.",
      },
      {
        title: "Forecast em que dá para confiar",
        text: "Previsões baseadas no histórico real de conversão substituem estimativas otimistas no fim do mês.",
      },
      {
        title: "Gargalos visíveis cedo",
        text: "Quedas de conversão e negócios parados aparecem nos painéis antes de virarem meta perdida.",
      },
      {
        title: "Investimento onde há retorno",
        text: "A atribuição mostra quais canais e campanhas geram receita, e não apenas cliques ou leads.",
      },
      {
        title: "Reuniões mais objetivas",
        text: "Rituais de pipeline e de resultado ganham pauta clara, com dados prontos em vez de planilhas de última hora.",
      },
    ],
    help: "Auditamos a qualidade dos dados do seu CRM e das ferramentas de marketing, definimos com a liderança os indicadores que realmente importam e construímos painéis e modelos de previsão sob medida. Também estruturamos os rituais de análise para que os números virem decisões toda semana.",
    cover: cover(
      "revenue-intelligence",
      "Ilustração abstrata de gráficos de linhas e barras sobrepostos formando uma curva ascendente de receita",
    ),
    caseStudies: [
      {
        company: "DataVoxx",
        result: "Previsibilidade de receita com forecast baseado em dados",
        slug: "datavoxx",
      },
      {
        company: "Heineken",
        result: "Eventos B2B transformados em pipeline mensurável",
        slug: "heineken",
      },
    ],
  },
  {
    slug: "revops",
    title: "Revenue Operations",
    description:
      "Processos, metas e ferramentas de marketing, vendas e CS alinhados em uma única operação de receita.",
    icon: "layers",
    features: [
      "Desenho do funil de receita de ponta a ponta",
      "Acordos de nível de serviço entre marketing, vendas e CS",
      "Governança de CRM e da stack de vendas",
      "Rituais de gestão, metas e comissionamento",
    ],
    benefits: [
      {
        title: "Times remando na mesma direção",
        text: "Marketing, vendas e customer success compartilham metas, definições e responsabilidades claras.",
      },
      {
        title: "Crescimento previsível",
        text: "Um funil desenhado e medido de ponta a ponta permite planejar a receita com antecedência.",
      },
      {
        title: "Menos atrito entre áreas",
        text: "Critérios objetivos de qualificação e passagem de bastão acabam com a discussão sobre quem errou.",
      },
      {
        title: "Stack enxuta e bem usada",
        text: "Cada ferramenta tem um papel definido, dono responsável e dados que conversam com o restante da operação.",
      },
      {
        title: "Operação pronta para escalar",
        text: "Processos documentados permitem contratar, treinar e abrir novos mercados sem reinventar a roda.",
      },
    ],
    help: "Fazemos um diagnóstico completo da sua operação de receita, identificamos os desalinhamentos entre as áreas e desenhamos o modelo de RevOps ideal para o seu momento. Depois implementamos processos, CRM e rituais de gestão lado a lado com o seu time, até que a operação ande sozinha.",
    cover: cover(
      "revops",
      "Ilustração abstrata de três camadas coloridas empilhadas e alinhadas, representando marketing, vendas e customer success em uma só operação",
    ),
    caseStudies: [
      {
        company: "Agence MR",
        result: "Operação de receita estruturada e pronta para escalar",
        slug: "agence-mr",
      },
      {
        company: "Placlux",
        result: "Vendas técnicas com processo definido e gestão por dados",
        slug: "placlux",
      },
    ],
  },
  {
    slug: "integracoes",
    title: "Integração de Sistemas",
    description:
      "CRM, automação de marketing, ERP e produto conversando entre si, com dados consistentes de ponta a ponta.",
    icon: "plug",
    features: [
      "Integração entre CRM, automação de marketing e ERP",
      "Conexão de dados de produto e de uso ao funil",
      "Saneamento, deduplicação e padronização de dados",
      "Monitoramento e documentação das integrações",
    ],
    benefits: [
      {
        title: "Fim da digitação em dobro",
        text: "Informações cadastradas uma vez fluem automaticamente para todas as ferramentas que precisam delas.",
      },
      {
        title: "Visão completa do cliente",
        text: "Histórico de marketing, negociação, faturamento e uso do produto reunidos em um só lugar.",
      },
      {
        title: "Dados consistentes",
        text: "Regras de padronização e deduplicação evitam registros conflitantes e relatórios que não batem.",
      },
      {
        title: "Menos dependência de TI",
        text: "Integrações documentadas e monitoradas reduzem chamados e permitem ajustes rápidos pelo time de operações.",
      },
      {
        title: "Base pronta para automação",
        text: "Com os sistemas conectados, fluxos automáticos e análises avançadas passam a funcionar de verdade.",
      },
    ],
    help: "Mapeamos todos os sistemas envolvidos na sua geração de receita, definimos qual deles é a fonte oficial de cada dado e implementamos as integrações por conectores nativos, plataformas de integração ou APIs. Entregamos tudo documentado e monitorado, com alertas para qualquer falha de sincronização.",
    cover: cover(
      "integracoes",
      "Ilustração abstrata de blocos de sistemas ligados por cabos e conectores, com fluxos de dados circulando entre eles",
    ),
    caseStudies: [
      {
        company: "Emagrecentro",
        result: "Funil de franquias integrado de ponta a ponta",
        slug: "emagrecentro",
      },
      { company: "ENICS", result: "40% dos carrinhos abandonados recuperados", slug: "enics" },
    ],
  },
  {
    slug: "customer-success",
    title: "Customer Success",
    description:
      "Onboarding, saúde da carteira e expansão estruturados para reduzir churn e aumentar a receita por cliente.",
    icon: "users",
    features: [
      "Jornada de onboarding e ativação de clientes",
      "Health score e alertas de risco de churn",
      "Playbooks de renovação, upsell e cross-sell",
      "Pesquisas de satisfação e ciclos de feedback",
    ],
    benefits: [
      {
        title: "Menos churn",
        text: "Sinais de risco identificados cedo permitem agir antes que o cliente decida cancelar.",
      },
      {
        title: "Clientes que chegam ao valor mais rápido",
        text: "Um onboarding estruturado leva cada conta ao primeiro resultado concreto com o seu produto.",
      },
      {
        title: "Expansão de receita na base",
        text: "Oportunidades de upsell e cross-sell surgem de dados de uso e saúde, não de abordagens aleatórias.",
      },
      {
        title: "Carteira gerida com prioridade",
        text: "O time de CS sabe exatamente quais contas precisam de atenção hoje e por quê.",
      },
      {
        title: "A voz do cliente no produto",
        text: "Feedbacks organizados chegam às áreas de produto e vendas e orientam as próximas decisões.",
      },
    ],
    help: "Estruturamos a área de customer success desde a segmentação da carteira até os playbooks de cada etapa da jornada. Definimos o health score com base nos dados que você já tem, automatizamos alertas e rotinas no CRM e preparamos o time para transformar retenção em crescimento de receita.",
    cover: cover(
      "customer-success",
      "Ilustração abstrata de um ciclo contínuo de setas em torno de ícones de pessoas, simbolizando retenção e renovação de clientes",
    ),
    caseStudies: [
      {
        company: "FMU Virtual",
        result: "Jornada do aluno acompanhada da matrícula à permanência",
        slug: "fmu-virtual",
      },
      {
        company: "Agence MR",
        result: "Carteira de clientes com rotinas de acompanhamento e expansão",
        slug: "agence-mr",
      },
    ],
  },
  {
    slug: "abm",
    title: "Account Based Marketing",
    description:
      "Campanhas e cadências dedicadas às contas que mais importam, com marketing e vendas jogando juntos.",
    icon: "target",
    features: [
      "Definição do ICP e seleção de contas-alvo",
      "Mapeamento de decisores e comitês de compra",
      "Campanhas e conteúdos personalizados por conta",
      "Cadências integradas entre marketing e vendas",
    ],
    benefits: [
      {
        title: "Esforço concentrado onde há potencial",
        text: "Marketing e vendas investem tempo e orçamento nas contas com maior chance de fechar e de crescer.",
      },
      {
        title: "Conversas mais relevantes",
        text: "Mensagens pensadas para os desafios de cada conta geram interesse genuíno dos decisores.",
      },
      {
        title: "Comitê de compra engajado",
        text: "Todos os influenciadores da decisão são mapeados e recebem abordagens adequadas ao seu papel.",
      },
      {
        title: "Tickets maiores",
        text: "Contas estratégicas bem trabalhadas tendem a fechar contratos mais amplos e duradouros.",
      },
      {
        title: "Resultado medido por conta",
        text: "Engajamento, oportunidades e receita acompanhados conta a conta, e não apenas por volume de leads.",
      },
    ],
    help: "Definimos junto com marketing e vendas o perfil de cliente ideal e a lista de contas-alvo, mapeamos os decisores de cada uma e criamos campanhas, conteúdos e cadências sob medida. Acompanhamos o avanço de cada conta em painéis compartilhados e ajustamos a estratégia a cada ciclo.",
    cover: cover(
      "abm",
      "Ilustração abstrata de um alvo com círculos concêntricos, em que poucas contas em destaque recebem setas direcionadas",
    ),
    caseStudies: [
      {
        company: "TOEFL Junior Brasil",
        result: "Captação de escolas com campanhas dedicadas por conta",
        slug: "toefl",
      },
      { company: "Funnels", result: "Geração de demanda B2B com CAC menor", slug: "funnels" },
    ],
  },
  {
    slug: "sales-enablement",
    title: "Sales Enablement",
    description:
      "Playbooks, treinamentos e conteúdos que encurtam o ciclo de vendas e aumentam a taxa de conversão do time.",
    icon: "book",
    features: [
      "Playbook de vendas com etapas e critérios claros",
      "Treinamentos práticos e programa de onboarding de vendedores",
      "Materiais de apoio, cases e tratamento de objeções",
      "Rotinas de coaching com base em indicadores",
    ],
    benefits: [
      {
        title: "Ciclo de vendas mais curto",
        text: "Vendedores sabem o próximo passo de cada negociação e conduzem o cliente com segurança até a decisão.",
      },
      {
        title: "Conversão mais consistente",
        text: "As boas práticas dos melhores vendedores viram método replicável para todo o time.",
      },
      {
        title: "Novos vendedores produtivos mais cedo",
        text: "Um onboarding estruturado reduz o tempo até o primeiro fechamento de quem acabou de chegar.",
      },
      {
        title: "Argumentos na ponta da língua",
        text: "Conteúdos, cases e respostas a objeções ficam organizados e acessíveis durante cada conversa.",
      },
      {
        title: "Gestão que desenvolve pessoas",
        text: "Líderes passam a orientar o time com base em dados de atividade e conversão, e não em impressões.",
      },
    ],
    help: "Analisamos as negociações ganhas e perdidas, entrevistamos o time e os clientes e transformamos esse aprendizado em um playbook prático. Em seguida conduzimos treinamentos, organizamos os materiais de apoio e implantamos rotinas de coaching para que o método se sustente no dia a dia.",
    cover: cover(
      "sales-enablement",
      "Ilustração abstrata de um livro aberto do qual saem degraus que sobem em direção a um aperto de mãos",
    ),
    caseStudies: [
      {
        company: "Security First",
        result: "Ciclo de vendas mais curto em contas enterprise",
        slug: "security-first",
      },
      {
        company: "Placlux",
        result: "Time comercial preparado para vendas técnicas complexas",
        slug: "placlux",
      },
    ],
  },
];

/** /servicos lists these 6; integracoes is reached from the home teaser and its own page. */
export const listedServiceSlugs = [
  "automacao",
  "revenue-intelligence",
  "revops",
  "customer-success",
  "abm",
  "sales-enablement",
] as const;

export const findService = (slug: string | undefined) => services.find((s) => s.slug === slug);
