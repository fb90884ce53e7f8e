import type { PartnerCase } from "./schema";

/**
 * Partner pages (/partners/{slug}), the spec's list of 11. /partners/enics is its own page.
 * Real companies: no figures besides ENICS's own and the consultancy's general ones
 * (content/README.md), and testimonials are attributed to a role, never to a person.
 */
export const partnerCases: PartnerCase[] = [
  {
    slug: "agence-mr",
    name: "Agence MR",
    category: "Marketing digital",
    description:
      "Uma agência de marketing digital que organizou vendas, onboarding e sucesso do cliente em uma única operação de receita.",
    tags: ["Revenue Operations", "Customer success", "CRM", "Retenção"],
    logo: {
      src: "/images/logos/agence-mr.svg",
      alt: "Logotipo da Agence MR",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/agence-mr.svg",
      alt: "Ilustração abstrata de um ciclo contínuo que liga aquisição, entrega e renovação de clientes",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Começamos por um diagnóstico da jornada do cliente, da prospecção à renovação, para identificar onde o processo dependia de esforço manual e onde a receita escapava.",
      "Na frente comercial, o pipeline ganhou etapas com critérios objetivos de avanço, modelos de proposta e automação das tarefas de acompanhamento.",
      "Na frente de pós-venda, estruturamos um onboarding em etapas, reuniões periódicas de resultado e um indicador de saúde por conta, com alertas quando surgem sinais de risco.",
    ],
    results: [
      "Redução de 24% no churn com acompanhamento proativo das contas ativas.",
      "Propostas padronizadas e menos retrabalho no time comercial.",
      "Onboarding previsível que acelera a percepção de valor pelo cliente.",
      "Renovações e expansões acompanhadas no mesmo pipeline das novas vendas.",
    ],
    testimonial: {
      quote:
        "A operação ficou muito mais leve. Vendas e atendimento finalmente trabalham com as mesmas informações sobre cada cliente.",
      author: "Diretoria de Operações",
      role: "Agence MR",
    },
  },
  {
    slug: "anhembi",
    name: "Anhembi",
    category: "Eventos",
    description:
      "Organização do relacionamento com promotores e expositores, com um funil comercial que acompanha cada negociação de espaço e data.",
    tags: ["Eventos", "CRM", "Automação de follow-up", "Pipeline comercial"],
    logo: { src: "/images/logos/anhembi.svg", alt: "Logotipo da Anhembi", width: 240, height: 80 },
    cover: {
      src: "/images/covers/partners/anhembi.svg",
      alt: "Ilustração abstrata de um calendário de eventos conectado a um funil de negociações",
      width: 1200,
      height: 600,
    },
    strategy: [
      "A venda de espaços para eventos combina negociações longas, datas disputadas e muitos interlocutores. Mapeamos o processo comercial com o time para entender cada etapa, da primeira consulta à assinatura do contrato.",
      "Centralizamos as solicitações de promotores e expositores no CRM, com formulários de consulta que já registram tipo de evento, período desejado e porte esperado.",
      "Criamos cadências automáticas de follow-up para propostas enviadas e um painel que cruza a ocupação do calendário com as negociações em andamento, ajudando a priorizar as oportunidades certas.",
    ],
    results: [
      "Todas as consultas de promotores e expositores registradas em um só lugar.",
      "Propostas acompanhadas automaticamente até a resposta do cliente.",
      "Visão conjunta de calendário e pipeline para decidir prioridades comerciais.",
      "Histórico de cada cliente disponível para negociar novas edições de eventos.",
    ],
    testimonial: {
      quote:
        "Ganhamos clareza sobre cada negociação em andamento e sobre as datas que ainda precisamos ocupar.",
      author: "Gerência comercial",
      role: "Anhembi",
    },
  },
  {
    slug: "bldn-digital",
    name: "BLDN Digital",
    category: "Tecnologia",
    description:
      "Integração das ferramentas de marketing, vendas e faturamento para que os dados de receita circulem sem retrabalho entre as áreas.",
    tags: ["Integração de sistemas", "Automação", "Dados de receita"],
    logo: {
      src: "/images/logos/bldn-digital.svg",
      alt: "Logotipo da BLDN Digital",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/bldn-digital.svg",
      alt: "Ilustração abstrata de blocos de software encaixados por conectores e fluxos de dados",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Levantamos todas as ferramentas usadas ao longo da jornada do cliente e os pontos em que as informações eram copiadas manualmente de um sistema para outro.",
      "Desenhamos um fluxo de dados com o CRM como referência central e integrações com as plataformas de marketing, atendimento e faturamento, incluindo regras de deduplicação e padronização de campos.",
      "Com os dados conectados, automatizamos a passagem de leads para vendas, a criação de clientes no faturamento após o fechamento e os avisos de renovação para o time de contas.",
    ],
    results: [
      "Fim da digitação duplicada de dados entre marketing, vendas e financeiro.",
      "Cadastro de clientes consistente em todas as ferramentas da operação.",
      "Repasse automático de leads e de negócios fechados entre as áreas.",
      "Base confiável para relatórios de receita e previsão.",
    ],
  },
  {
    slug: "datavoxx",
    name: "DataVoxx",
    category: "Análise de dados",
    description:
      "Revenue intelligence aplicada à própria operação: dados comerciais unificados e uma previsão de receita em que a diretoria confia.",
    tags: ["Revenue Intelligence", "Previsão de receita", "Dashboards", "Pipeline"],
    logo: {
      src: "/images/logos/datavoxx.svg",
      alt: "Logotipo da DataVoxx",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/datavoxx.svg",
      alt: "Ilustração abstrata de gráficos sobrepostos que formam uma linha de previsão ascendente",
      width: 1200,
      height: 600,
    },
    strategy: [
      "O primeiro passo foi alinhar definições: o que é uma oportunidade, quando ela muda de etapa e como a receita recorrente é contabilizada. Sem isso, nenhum painel seria confiável.",
      "Em seguida, reunimos dados de marketing, vendas e customer success em uma base única e construímos painéis de saúde do pipeline para cada gestor.",
      "O modelo de previsão passou a considerar histórico de conversão, tempo em cada etapa e engajamento dos clientes, com alertas para oportunidades estagnadas e uma rotina semanal de revisão.",
    ],
    results: [
      "Uma fonte única de verdade para os números comerciais.",
      "Previsão de receita apoiada em histórico e sinais objetivos.",
      "Riscos do pipeline sinalizados com antecedência aos gestores.",
      "Reuniões de previsão mais curtas e voltadas a decisões.",
    ],
    testimonial: {
      quote:
        "Hoje a diretoria abre um único painel e entende onde estamos e para onde vamos. A previsão deixou de ser um palpite.",
      author: "Diretoria comercial",
      role: "DataVoxx",
    },
  },
  {
    slug: "enics",
    name: "ENICS",
    category: "Tecnologia",
    description:
      "Funil de vendas online com mídia paga, automação e recuperação de carrinhos que levou a 3.000 tickets em 30 dias.",
    tags: ["Automação de vendas", "Mídia paga", "Recuperação de carrinho", "Nutrição de leads"],
    logo: { src: "/images/logos/enics.svg", alt: "Logotipo da ENICS", width: 240, height: 80 },
    cover: {
      src: "/images/covers/partners/enics.svg",
      alt: "Ilustração abstrata de ingressos digitais em movimento ao redor de um gráfico de conversão",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Com uma janela de vendas curta, o plano precisava gerar demanda rápido e converter a maior parte dela. Estruturamos campanhas de mídia paga segmentadas e páginas de conversão específicas para cada público.",
      "Toda a jornada passou a ser rastreada, do anúncio ao pagamento, e os leads captados entraram em fluxos de nutrição automáticos de acordo com o interesse demonstrado.",
      "Automações de recuperação de carrinho abandonado, por e-mail e mensagem, trouxeram de volta quem havia parado no meio da compra.",
      "Um painel diário de investimento, conversão e custo por aquisição orientou a realocação da verba entre canais durante toda a campanha.",
    ],
    results: [
      "3.000 tickets em 30 dias de campanha.",
      "Custo por aquisição 45% menor com a otimização diária dos canais.",
      "40% de carrinhos abandonados recuperados por automação.",
      "Mais de 10.000 leads gerados e nutridos ao longo da campanha.",
    ],
    testimonial: {
      quote:
        "Cada real investido passou a ter um destino claro. Acompanhar o funil todos os dias mudou a forma como decidimos.",
      author: "Coordenação de marketing",
      role: "ENICS",
    },
  },
  {
    slug: "fmu-virtual",
    name: "FMU Virtual",
    category: "Educação a distância",
    description:
      "Trilhas de nutrição e pontuação de leads que conduzem o futuro aluno do primeiro interesse até a matrícula.",
    tags: ["Nutrição de leads", "Lead scoring", "Automação de marketing"],
    logo: {
      src: "/images/logos/fmu-virtual.svg",
      alt: "Logotipo da FMU Virtual",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/fmu-virtual.svg",
      alt: "Ilustração abstrata de uma trilha de mensagens ligando uma tela de estudo a um diploma",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Mapeamos as dúvidas e os momentos de decisão de quem pesquisa um curso a distância, do interesse inicial à escolha da forma de ingresso.",
      "Com base nesse mapa, criamos trilhas de nutrição por área de interesse e um modelo de pontuação que combina perfil e engajamento para indicar quem está pronto para conversar com o atendimento.",
      "Inscrições iniciadas e não concluídas passaram a receber lembretes automáticos, e painéis por trilha permitem ajustar mensagens e canais continuamente.",
    ],
    results: [
      "Conteúdo relevante entregue a cada interessado conforme a área desejada.",
      "Atendimento priorizando os contatos mais próximos da matrícula.",
      "Inscrições incompletas retomadas com lembretes automáticos.",
      "Desempenho de cada trilha acompanhado em painéis de fácil leitura.",
    ],
  },
  {
    slug: "heineken",
    name: "Heineken",
    category: "Bebidas",
    description:
      "Eventos com parceiros comerciais conectados ao CRM, para que cada contato de campo vire oportunidade acompanhada.",
    tags: ["Eventos B2B", "CRM", "Qualificação de leads", "Dashboards"],
    logo: {
      src: "/images/logos/heineken.svg",
      alt: "Logotipo da Heineken",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/heineken.svg",
      alt: "Ilustração abstrata de pontos de encontro de um evento ligados a um painel de oportunidades",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Definimos com marketing e vendas o que caracteriza um contato qualificado em um evento e criamos formulários digitais de captura ligados diretamente ao CRM.",
      "Após cada ação, os contatos entram em uma cadência automática de follow-up, e as oportunidades qualificadas são encaminhadas ao responsável comercial da região com prazo de retorno.",
      "Um painel de eventos conecta cada ação às oportunidades geradas e ao avanço delas no pipeline, apoiando as decisões sobre onde investir.",
    ],
    results: [
      "Contatos de eventos registrados no CRM no mesmo dia.",
      "Relacionamento mantido ativo com follow-up automático após cada ação.",
      "Oportunidades distribuídas por região com responsável e prazo definidos.",
      "Contribuição de cada evento para o pipeline visível para todas as áreas.",
    ],
    testimonial: {
      quote:
        "Os eventos passaram a ter um papel claro no pipeline. Conseguimos mostrar o que cada ação gerou de oportunidade.",
      author: "Diretoria de Marketing",
      role: "Heineken",
    },
  },
  {
    slug: "placlux",
    name: "Placlux",
    category: "Construção",
    description:
      "Um processo de vendas técnicas com playbook, CRM e follow-up automático de orçamentos para atender construtoras, arquitetos e instaladores.",
    tags: ["Sales playbook", "CRM", "Gestão de orçamentos", "Vendas técnicas"],
    logo: { src: "/images/logos/placlux.svg", alt: "Logotipo da Placlux", width: 240, height: 80 },
    cover: {
      src: "/images/covers/partners/placlux.svg",
      alt: "Ilustração abstrata de estruturas geométricas de uma obra sobre um gráfico de etapas comerciais",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Acompanhamos o time comercial em campo e nas negociações para entender como cada perfil de cliente avalia uma solução técnica para construção.",
      "A partir disso, escrevemos um playbook de vendas técnicas com etapas, critérios de avanço e roteiros para construtoras, arquitetos, engenheiros e instaladores.",
      "Os pedidos de orçamento passaram a entrar no CRM com os dados da obra, e lembretes automáticos garantem o follow-up de cada proposta enviada.",
      "Painéis por vendedor e por tipo de obra deram à coordenação visão de pipeline, conversão e motivos de perda.",
    ],
    results: [
      "Follow-up garantido para todos os orçamentos enviados.",
      "Abordagem consistente para cada perfil de decisor da obra.",
      "Especificações técnicas registradas e reaproveitadas em novos negócios.",
      "Previsão de fechamento apoiada nos dados do pipeline.",
      "Motivos de perda mapeados para ajustar oferta e abordagem.",
    ],
    testimonial: {
      quote:
        "O playbook deu ao time uma forma comum de vender, e o CRM mostra exatamente em que ponto está cada orçamento.",
      author: "Coordenação comercial",
      role: "Placlux",
    },
  },
  {
    slug: "security-first",
    name: "Security First",
    category: "Segurança corporativa",
    description:
      "ABM e venda consultiva para encurtar negociações com comitês de compra de grandes empresas.",
    tags: ["ABM", "Sales enablement", "Contas enterprise", "Venda consultiva"],
    logo: {
      src: "/images/logos/security-first.svg",
      alt: "Logotipo da Security First",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/security-first.svg",
      alt: "Ilustração abstrata de um escudo formado por nós de rede sobre um caminho de decisão",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Selecionamos as contas enterprise prioritárias e mapeamos o comitê de compra de cada uma, das áreas de tecnologia e segurança às de jurídico e compras.",
      "Cada perfil de decisor passou a receber conteúdos específicos, enquanto o time comercial ganhou um kit de enablement com estudos técnicos e respostas às objeções mais comuns.",
      "O playbook de venda consultiva introduziu planos de ação mútuos com o cliente e critérios de avanço por etapa, e revisões periódicas de negócios ajudam a destravar oportunidades paradas.",
    ],
    results: [
      "Negociações enterprise com próximos passos acordados com o cliente.",
      "Comitês de compra mapeados e trabalhados com mensagens específicas.",
      "Time comercial preparado para objeções técnicas, jurídicas e de compras.",
      "Marketing e vendas dedicados à mesma lista de contas prioritárias.",
    ],
    testimonial: {
      quote:
        "Entender quem decide em cada conta e o que cada pessoa precisa ouvir mudou o ritmo das nossas negociações.",
      author: "Diretoria comercial",
      role: "Security First",
    },
  },
  {
    slug: "toefl",
    name: "TOEFL Junior Brasil",
    category: "Idiomas",
    description:
      "Account-based marketing para aproximar a certificação de idiomas das escolas com maior aderência ao programa.",
    tags: ["ABM", "Educação básica", "Cadências de vendas", "Nutrição de leads"],
    logo: {
      src: "/images/logos/toefl.svg",
      alt: "Logotipo da TOEFL Junior Brasil",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/partners/toefl.svg",
      alt: "Ilustração abstrata de um mapa com escolas destacadas e mensagens direcionadas a cada uma",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Definimos o perfil de escola ideal e construímos uma lista de contas prioritárias, identificando em cada uma os papéis da direção, da coordenação pedagógica e da mantenedora.",
      "Campanhas de ABM com mensagens por decisor e uma trilha de conteúdo sobre proficiência em inglês e avaliação de alunos prepararam as escolas para a conversa comercial.",
      "O time de vendas passou a seguir cadências coordenadas com o marketing, orientado por uma pontuação de engajamento por conta registrada no CRM.",
    ],
    results: [
      "Esforço comercial concentrado nas escolas com maior potencial.",
      "Mensagens adequadas a cada pessoa envolvida na decisão.",
      "Relacionamento contínuo com as escolas durante todo o ciclo de decisão.",
      "Abordagens comerciais guiadas por sinais reais de interesse.",
    ],
  },
  {
    slug: "funnels",
    name: "Funnels",
    category: "Funis B2B",
    description:
      "Atribuição de receita, lead scoring e alinhamento entre marketing e vendas para gerar demanda B2B com CAC menor.",
    tags: ["Geração de demanda", "Lead scoring", "Atribuição", "Alinhamento de marketing e vendas"],
    logo: { src: "/images/logos/funnels.svg", alt: "Logotipo da Funnels", width: 240, height: 80 },
    cover: {
      src: "/images/covers/partners/funnels.svg",
      alt: "Ilustração abstrata de um funil em camadas que filtra fluxos coloridos de contatos",
      width: 1200,
      height: 600,
    },
    strategy: [
      "Revisamos o perfil de cliente ideal com os times de marketing e vendas e implantamos atribuição de ponta a ponta, ligando cada negócio fechado às campanhas que o originaram.",
      "Um modelo de lead scoring acordado entre as áreas definiu quando um contato está pronto para vendas, com prazo de atendimento para leads qualificados e nutrição automática para os demais.",
      "Com os dados de atribuição em mãos, a verba foi concentrada nos canais que geram clientes e as campanhas de baixo retorno foram encerradas.",
    ],
    results: [
      "Redução de 38% no CAC com investimento concentrado nos canais mais eficientes.",
      "Um critério único de lead qualificado para marketing e vendas.",
      "Leads qualificados atendidos dentro do prazo acordado.",
      "Nutrição automática para os contatos que ainda não estão prontos para comprar.",
    ],
  },
];
