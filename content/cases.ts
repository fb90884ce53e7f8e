import type { CaseStudy } from "./schema";

/**
 * Case-study pages (/cases/{slug}), the spec's first list. Real companies: the only figures are
 * ENICS's own and the consultancy's general ones (content/README.md); every other metric is
 * qualitative, and quotes are attributed to a role, never to a person.
 */
export const cases: CaseStudy[] = [
  {
    slug: "enics",
    company: "ENICS",
    category: "Tecnologia",
    title: "ENICS: 3.000 tickets em 30 dias com automação de vendas",
    result: "3.000 tickets em 30 dias e 45% menor custo por aquisição",
    logo: { src: "/images/logos/enics.svg", alt: "Logotipo da ENICS", width: 240, height: 80 },
    cover: {
      src: "/images/covers/cases/enics.svg",
      alt: "Ilustração abstrata de ingressos digitais percorrendo um funil de vendas até um painel de resultados",
      width: 1200,
      height: 600,
    },
    challenge: [
      "A ENICS precisava vender um grande volume de tickets em uma janela curta, com uma operação comercial enxuta e pouco tempo para testar canais. A geração de interesse existia, mas boa parte dos visitantes abandonava a compra no meio do caminho e não havia um processo para retomá-los.",
      "Mídia paga, site, e-mail e atendimento funcionavam de forma isolada. Sem uma visão única do funil, a equipe não sabia quais campanhas traziam compradores de fato e acabava investindo no escuro, com custo por aquisição alto.",
    ],
    solution: [
      "Estruturamos o funil completo de vendas online: campanhas de mídia paga segmentadas por perfil de público, páginas de conversão com mensagens específicas para cada segmento e rastreamento de ponta a ponta, da primeira visita à compra concluída.",
      "Implantamos automações de recuperação de carrinho abandonado por e-mail e mensagem, com lembretes escalonados e conteúdo adaptado ao estágio de cada contato. Os leads captados passaram a ser nutridos automaticamente até a decisão de compra.",
      "Um painel diário consolidou investimento, conversões e custo por aquisição por canal, o que permitiu realocar a verba para as campanhas mais eficientes ao longo dos 30 dias de vendas.",
    ],
    metrics: [
      { value: "3.000", label: "tickets em 30 dias" },
      { value: "45%", label: "menor custo por aquisição" },
      { value: "40%", label: "de carrinhos abandonados recuperados" },
      { value: "10.000+", label: "leads gerados" },
    ],
    results: [
      "3.000 tickets em 30 dias, com um funil de vendas online estruturado do anúncio ao pagamento.",
      "Custo por aquisição 45% menor graças à realocação contínua da verba entre canais.",
      "40% de carrinhos abandonados recuperados com automações de e-mail e mensagem.",
      "Mais de 10.000 leads captados e nutridos automaticamente ao longo da campanha.",
      "Visão diária e única de investimento, conversão e receita para toda a equipe.",
    ],
    quote:
      "Saímos de ações soltas para um funil que mostrava, todos os dias, onde investir. A recuperação de carrinhos fez uma diferença enorme nas vendas.",
    author: "Coordenação de marketing",
    role: "ENICS",
  },
  {
    slug: "heineken",
    company: "Heineken",
    category: "Bebidas",
    title: "Heineken: eventos B2B que viram pipeline mensurável",
    result: "Contatos de eventos B2B convertidos em pipeline com acompanhamento em tempo real",
    logo: {
      src: "/images/logos/heineken.svg",
      alt: "Logotipo da Heineken",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/heineken.svg",
      alt: "Ilustração abstrata de um estande de evento conectado por linhas de dados a um funil de oportunidades",
      width: 1200,
      height: 600,
    },
    challenge: [
      "Os eventos voltados a parceiros comerciais geravam muitas conversas promissoras, mas os contatos ficavam em planilhas, cartões e anotações de cada representante. Depois do evento, o acompanhamento dependia da iniciativa individual e muitas oportunidades esfriavam.",
      "A área de marketing também não conseguia demonstrar quanto de negócio cada evento ajudava a gerar, o que dificultava decidir em quais ações continuar investindo.",
    ],
    solution: [
      "Criamos um processo padronizado de captura de contatos em campo, com formulários digitais ligados diretamente ao CRM e critérios de qualificação combinados entre marketing e vendas.",
      "Cada contato passou a receber uma cadência de follow-up automática após o evento, enquanto as oportunidades qualificadas eram distribuídas ao responsável comercial da região, com prazos de retorno definidos.",
      "Por fim, montamos um painel de eventos que relaciona cada ação às oportunidades abertas e ao avanço delas no pipeline, atualizado em tempo real.",
    ],
    metrics: [
      { value: "Tempo real", label: "visibilidade do pipeline gerado por eventos" },
      { value: "Automático", label: "follow-up após cada evento" },
      { value: "Padronizada", label: "qualificação de contatos em campo" },
      { value: "Único", label: "painel de eventos para o marketing" },
    ],
    results: [
      "Contatos de eventos registrados no CRM no mesmo dia, sem planilhas paralelas.",
      "Follow-up automático que mantém o relacionamento ativo depois de cada ação.",
      "Oportunidades qualificadas distribuídas por região com responsável e prazo definidos.",
      "Impacto de cada evento no pipeline visível para marketing e vendas.",
      "Decisões de investimento em eventos apoiadas em dados, e não em percepção.",
    ],
    quote:
      "Hoje sabemos exatamente o que acontece com cada contato depois de um evento. O marketing deixou de medir presença e passou a medir negócio.",
    author: "Diretoria de Marketing",
    role: "Heineken",
  },
  {
    slug: "agence-mr",
    company: "Agence MR",
    category: "Marketing digital",
    title: "Agence MR: operação de receita pronta para escalar",
    result: "24% de redução de churn com uma operação de receita de ponta a ponta",
    logo: {
      src: "/images/logos/agence-mr.svg",
      alt: "Logotipo da Agence MR",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/agence-mr.svg",
      alt: "Ilustração abstrata de engrenagens interligadas que formam um ciclo contínuo de aquisição e retenção",
      width: 1200,
      height: 600,
    },
    challenge: [
      "A Agence MR conquistava novos contratos, mas cada etapa da jornada do cliente era tocada de um jeito: propostas montadas manualmente, onboarding sem roteiro e pouca visibilidade sobre a saúde das contas ativas.",
      "Sem sinais antecipados de risco, cancelamentos eram percebidos tarde demais, e o esforço comercial para repor receita perdida limitava a capacidade de crescer.",
    ],
    solution: [
      "Redesenhamos o pipeline comercial com etapas e critérios de saída claros, modelos de proposta padronizados e automação das tarefas repetitivas do time de vendas.",
      "Estruturamos a área de customer success com um onboarding em etapas, reuniões periódicas de resultado e um indicador de saúde de cada conta que combina entregas, engajamento e satisfação.",
      "Alertas automáticos passaram a avisar o time quando uma conta mostra sinais de risco, com playbooks de ação para cada situação.",
    ],
    metrics: [
      { value: "24%", label: "de redução de churn" },
      { value: "Padronizado", label: "onboarding de novos clientes" },
      { value: "Automático", label: "alerta de contas em risco" },
      { value: "Único", label: "pipeline de vendas e renovações" },
    ],
    results: [
      "Redução de 24% no churn com acompanhamento proativo da saúde das contas.",
      "Propostas e contratos gerados a partir de modelos, com menos retrabalho para o time comercial.",
      "Onboarding padronizado que acelera a entrega de valor aos novos clientes.",
      "Renovações e oportunidades de expansão acompanhadas no mesmo pipeline das novas vendas.",
    ],
    quote:
      "Ganhamos um processo que não depende de heróis. Sabemos quais contas precisam de atenção antes que o problema apareça.",
    author: "Diretoria de Operações",
    role: "Agence MR",
  },
  {
    slug: "toefl",
    company: "TOEFL Junior Brasil",
    category: "Idiomas",
    title: "TOEFL Junior Brasil: captação de escolas com ABM",
    result: "Escolas prioritárias abordadas com campanhas de ABM e cadências coordenadas",
    logo: {
      src: "/images/logos/toefl.svg",
      alt: "Logotipo da TOEFL Junior Brasil",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/toefl.svg",
      alt: "Ilustração abstrata de um mapa com escolas destacadas como alvos conectados a mensagens personalizadas",
      width: 1200,
      height: 600,
    },
    challenge: [
      "A decisão de adotar uma certificação de idiomas em uma escola envolve direção, coordenação pedagógica e, muitas vezes, a mantenedora. Campanhas amplas geravam contatos dispersos e pouco alinhados a esse processo de decisão.",
      "O time comercial dedicava muito tempo a escolas sem perfil e tinha dificuldade em manter o relacionamento com as instituições certas durante um ciclo de venda longo.",
    ],
    solution: [
      "Definimos o perfil de escola ideal e montamos uma lista de contas prioritárias, mapeando os papéis de cada decisor. A partir dela, criamos campanhas de ABM com mensagens específicas para direção e coordenação pedagógica.",
      "Materiais educativos sobre proficiência em inglês e avaliação de alunos alimentaram uma trilha de nutrição, enquanto o time comercial seguia cadências coordenadas de e-mail, telefone e redes profissionais.",
      "Integramos tudo ao CRM, com pontuação de engajamento por conta, para que os vendedores soubessem quais escolas estavam prontas para uma conversa.",
    ],
    metrics: [
      { value: "Prioritárias", label: "contas mapeadas por perfil ideal" },
      { value: "Por conta", label: "pontuação de engajamento" },
      { value: "Coordenadas", label: "cadências de marketing e vendas" },
      { value: "Tempo real", label: "visão do ciclo de cada escola" },
    ],
    results: [
      "Esforço comercial concentrado nas escolas com maior aderência à certificação.",
      "Mensagens adaptadas a cada decisor, da direção à coordenação pedagógica.",
      "Relacionamento contínuo com as escolas ao longo de todo o ciclo de decisão.",
      "Vendedores orientados por sinais de engajamento, e não por listas frias.",
    ],
    quote:
      "Passamos a conversar com as escolas certas, no momento certo e com a mensagem certa para cada pessoa envolvida na decisão.",
    author: "Coordenação comercial",
    role: "TOEFL Junior Brasil",
  },
  {
    slug: "datavoxx",
    company: "DataVoxx",
    category: "Análise de dados",
    title: "DataVoxx: previsibilidade de receita com revenue intelligence",
    result:
      "Previsão de receita confiável a partir de dados unificados de marketing, vendas e sucesso",
    logo: {
      src: "/images/logos/datavoxx.svg",
      alt: "Logotipo da DataVoxx",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/datavoxx.svg",
      alt: "Ilustração abstrata de linhas de tendência e pontos de dados convergindo para uma curva de previsão",
      width: 1200,
      height: 600,
    },
    challenge: [
      "As informações comerciais da DataVoxx estavam espalhadas entre CRM, planilhas e ferramentas de marketing. Cada reunião de previsão começava com uma discussão sobre qual número estava certo.",
      "A previsão de receita dependia da percepção de cada vendedor, e desvios só apareciam no fim do período, quando já não havia tempo para corrigir o rumo.",
    ],
    solution: [
      "Unificamos os dados de marketing, vendas e customer success em uma base única, com definições comuns de etapa, oportunidade e receita recorrente.",
      "Sobre essa base, construímos um modelo de previsão que considera histórico de conversão por etapa, tempo parado e sinais de engajamento, além de painéis de saúde do pipeline para cada gestor.",
      "Alertas automáticos indicam oportunidades estagnadas e contas com queda de uso, e uma rotina semanal de revisão de pipeline passou a usar esses dados como ponto de partida.",
    ],
    metrics: [
      { value: "Único", label: "painel de receita para a diretoria" },
      { value: "Semanal", label: "revisão de pipeline orientada por dados" },
      { value: "Automático", label: "alerta de oportunidades estagnadas" },
      { value: "Tempo real", label: "saúde do pipeline por gestor" },
    ],
    results: [
      "Uma única fonte de verdade para os números comerciais da empresa.",
      "Previsão de receita baseada em dados históricos, e não apenas em percepção.",
      "Riscos no pipeline identificados com antecedência, enquanto ainda há tempo de agir.",
      "Reuniões de previsão mais curtas e focadas em decisões.",
    ],
    quote:
      "Paramos de discutir qual planilha estava certa. Agora a conversa começa pelos dados e termina com um plano de ação.",
    author: "Diretoria comercial",
    role: "DataVoxx",
  },
  {
    slug: "emagrecentro",
    company: "Emagrecentro",
    category: "Saúde",
    title: "Emagrecentro: funil de franquias integrado de ponta a ponta",
    result: "Funil de expansão de franquias integrado, do primeiro contato à assinatura",
    logo: {
      src: "/images/logos/emagrecentro.svg",
      alt: "Logotipo da Emagrecentro",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/emagrecentro.svg",
      alt: "Ilustração abstrata de unidades conectadas em rede a partir de um funil central",
      width: 1200,
      height: 600,
    },
    challenge: [
      "A área de expansão recebia interessados em abrir uma franquia por diversos canais, mas sem critérios comuns de qualificação. O time gastava tempo com candidatos sem perfil e demorava a responder os mais preparados.",
      "Cada etapa do processo, da primeira conversa à análise do candidato, era registrada de uma forma diferente, o que impedia saber onde os interessados desistiam.",
    ],
    solution: [
      "Integramos os canais de captação a um único CRM e definimos um questionário de qualificação com pontuação automática por perfil, região de interesse e capacidade de investimento declarada.",
      "Candidatos qualificados passaram a ser encaminhados automaticamente ao consultor de expansão responsável, enquanto os demais recebem uma trilha de conteúdo sobre o modelo de negócio até estarem prontos para avançar.",
      "Um painel de funil mostra a conversão entre etapas e o tempo médio de cada fase, permitindo ajustar o processo continuamente.",
    ],
    metrics: [
      { value: "Automática", label: "qualificação de candidatos a franquia" },
      { value: "Imediato", label: "repasse de candidatos qualificados" },
      { value: "Integrado", label: "funil de expansão em um só CRM" },
      { value: "Tempo real", label: "conversão entre etapas" },
    ],
    results: [
      "Todos os canais de captação de candidatos reunidos em um único funil.",
      "Consultores de expansão focados nos candidatos com maior aderência ao negócio.",
      "Candidatos ainda não prontos nutridos com conteúdo até o momento certo.",
      "Gargalos do processo de expansão identificados e corrigidos com base em dados.",
    ],
    quote:
      "O funil de expansão ficou claro para todo o time. Sabemos quem está pronto para avançar e onde precisamos melhorar.",
    author: "Equipe de expansão",
    role: "Emagrecentro",
  },
  {
    slug: "placlux",
    company: "Placlux",
    category: "Construção",
    title: "Placlux: vendas técnicas com processo e dados",
    result: "Vendas técnicas organizadas em um processo comercial previsível e mensurável",
    description:
      "Como estruturamos um processo comercial consultivo para a venda técnica de soluções para construção, do pedido de orçamento ao fechamento.",
    tags: ["Construção", "Sales playbook", "CRM", "Gestão de orçamentos"],
    logo: {
      src: "/images/logos/placlux.svg",
      alt: "Logotipo da Placlux",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/placlux.svg",
      alt: "Ilustração abstrata de formas geométricas de uma construção sobrepostas a um gráfico de etapas comerciais",
      width: 1200,
      height: 600,
    },
    challenge: [
      "A venda de soluções para construção envolve construtoras, arquitetos, engenheiros e instaladores, cada um com necessidades técnicas diferentes. Os pedidos de orçamento chegavam em volume, mas o acompanhamento dependia da memória de cada vendedor.",
      "Sem um processo comum, orçamentos ficavam sem retorno, a especificação técnica não era registrada e a gestão não tinha como prever quais negócios iriam fechar.",
    ],
    solution: [
      "Criamos um playbook de vendas técnicas com etapas claras, do pedido de orçamento à visita técnica, especificação e negociação, além de roteiros de conversa para cada perfil de decisor.",
      "Todo pedido de orçamento passou a entrar no CRM com dados da obra, e lembretes automáticos garantem o follow-up de propostas enviadas. Materiais técnicos foram organizados para apoiar o vendedor em cada etapa.",
      "Painéis por vendedor e por tipo de obra deram à coordenação comercial uma visão clara de pipeline, conversão e motivos de perda.",
    ],
    metrics: [
      { value: "Automático", label: "follow-up de orçamentos enviados" },
      { value: "Padronizado", label: "playbook de vendas técnicas" },
      { value: "Tempo real", label: "visibilidade do pipeline por obra" },
      { value: "Registrados", label: "motivos de perda de cada negócio" },
    ],
    results: [
      "Nenhum orçamento sem retorno, graças ao follow-up automatizado.",
      "Especificações técnicas registradas e reaproveitadas em negociações futuras.",
      "Abordagem consistente para construtoras, arquitetos, engenheiros e instaladores.",
      "Previsão de fechamento apoiada em dados do pipeline, e não em estimativas individuais.",
      "Motivos de perda mapeados para orientar ajustes de oferta e de abordagem.",
    ],
    quote:
      "Antes cada vendedor tinha o seu método. Hoje temos um processo único, e a coordenação enxerga o pipeline inteiro.",
    author: "Coordenação comercial",
    role: "Placlux",
  },
  {
    slug: "fmu-virtual",
    company: "FMU Virtual",
    category: "Educação a distância",
    title: "FMU Virtual: mais matrículas com automação de nutrição",
    result: "Jornada de captação automatizada que leva o interessado até a matrícula",
    logo: {
      src: "/images/logos/fmu-virtual.svg",
      alt: "Logotipo da FMU Virtual",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/fmu-virtual.svg",
      alt: "Ilustração abstrata de uma trilha de mensagens que conduz de uma tela de estudo a um certificado",
      width: 1200,
      height: 600,
    },
    challenge: [
      "Interessados em cursos a distância pesquisam bastante antes de decidir e comparam várias opções. Muitos se inscreviam para receber informações, mas não recebiam o conteúdo certo no momento da decisão.",
      "O time de atendimento trabalhava listas grandes sem priorização e não sabia quais contatos estavam realmente perto de se matricular.",
    ],
    solution: [
      "Mapeamos a jornada do futuro aluno e criamos trilhas de nutrição por área de interesse, com conteúdos sobre a experiência de estudo, formas de ingresso e dúvidas frequentes.",
      "Uma pontuação de leads baseada em engajamento e perfil passou a indicar quem estava pronto para uma conversa, com repasse automático ao atendimento e lembretes para inscrições não concluídas.",
      "Painéis acompanham a evolução de cada trilha e apoiam a otimização contínua de mensagens e canais.",
    ],
    metrics: [
      { value: "Automático", label: "repasse de leads para o atendimento" },
      { value: "Por área", label: "trilhas de nutrição segmentadas" },
      { value: "Priorizada", label: "fila de contatos do atendimento" },
      { value: "Contínuo", label: "lembrete de inscrições incompletas" },
    ],
    results: [
      "Interessados nutridos com conteúdo relevante para o curso que desejam fazer.",
      "Atendimento concentrado nos contatos mais próximos da decisão de matrícula.",
      "Inscrições interrompidas retomadas com lembretes automáticos.",
      "Visão clara do desempenho de cada trilha e canal de captação.",
    ],
    quote:
      "A automação fez o trabalho de acompanhar cada interessado, e o nosso time passou a falar com quem realmente estava pronto para decidir.",
    author: "Coordenação de captação",
    role: "FMU Virtual",
  },
  {
    slug: "security-first",
    company: "Security First",
    category: "Segurança corporativa",
    title: "Security First: ciclo de vendas mais curto em contas enterprise",
    result: "Ciclo de vendas enterprise mais curto com ABM e um playbook de venda consultiva",
    logo: {
      src: "/images/logos/security-first.svg",
      alt: "Logotipo da Security First",
      width: 240,
      height: 80,
    },
    cover: {
      src: "/images/covers/cases/security-first.svg",
      alt: "Ilustração abstrata de um escudo formado por nós de rede conectados a um caminho de decisão",
      width: 1200,
      height: 600,
    },
    challenge: [
      "Vender segurança corporativa para grandes empresas significa lidar com vários decisores, comitês de compra, avaliações técnicas e longas rodadas de validação. Negociações promissoras ficavam paradas por meses sem um próximo passo claro.",
      "Marketing e vendas atuavam de forma independente, e o time comercial não tinha materiais adequados para responder às objeções de áreas como tecnologia, jurídico e compras.",
    ],
    solution: [
      "Implantamos uma estratégia de ABM para as contas enterprise prioritárias, com mapeamento do comitê de compra e conteúdos específicos para cada perfil de decisor.",
      "Criamos um playbook de venda consultiva com planos de ação mútuos, critérios de avanço por etapa e um kit de enablement com estudos técnicos, respostas a objeções e materiais para as áreas de compras e jurídico.",
      "Integramos os sinais de engajamento das contas ao CRM e estabelecemos revisões periódicas de negócios em andamento para destravar oportunidades paradas.",
    ],
    metrics: [
      { value: "Mais curto", label: "ciclo de vendas em contas enterprise" },
      { value: "Mapeado", label: "comitê de compra de cada conta" },
      { value: "Compartilhado", label: "plano de ação com o cliente" },
      { value: "Completo", label: "kit de enablement para vendas" },
    ],
    results: [
      "Ciclo de vendas mais curto com próximos passos combinados com o cliente.",
      "Todos os decisores de cada conta mapeados e trabalhados com mensagens específicas.",
      "Time comercial preparado para objeções técnicas, jurídicas e de compras.",
      "Marketing e vendas trabalhando a mesma lista de contas prioritárias.",
      "Oportunidades paradas identificadas e destravadas nas revisões periódicas.",
    ],
    quote:
      "Com o plano de ação compartilhado, o cliente passou a caminhar conosco. As negociações deixaram de ficar paradas esperando um retorno.",
    author: "Diretoria comercial",
    role: "Security First",
  },
  {
    slug: "funnels",
    company: "Funnels",
    category: "Funis B2B",
    title: "Funnels: geração de demanda B2B com CAC menor",
    result: "38% de redução de CAC com geração de demanda orientada por dados",
    logo: { src: "/images/logos/funnels.svg", alt: "Logotipo da Funnels", width: 240, height: 80 },
    cover: {
      src: "/images/covers/cases/funnels.svg",
      alt: "Ilustração abstrata de um funil em camadas com fluxos de contatos filtrados por cor",
      width: 1200,
      height: 600,
    },
    challenge: [
      "A Funnels investia em vários canais de aquisição ao mesmo tempo, mas não sabia com segurança quais deles geravam clientes. Boa parte dos leads não tinha perfil, e o custo de aquisição vinha crescendo.",
      "Marketing e vendas usavam definições diferentes de lead qualificado, o que gerava atrito e oportunidades perdidas na passagem entre as áreas.",
    ],
    solution: [
      "Revisamos o perfil de cliente ideal e implantamos atribuição de ponta a ponta, ligando cada negócio fechado aos canais e campanhas que o originaram.",
      "Criamos um modelo de lead scoring acordado entre marketing e vendas, com um SLA de atendimento para leads qualificados e nutrição automática para os que ainda não estão prontos.",
      "Com os dados de atribuição, a verba foi redistribuída para os canais com melhor retorno e as campanhas de baixo desempenho foram encerradas.",
    ],
    metrics: [
      { value: "38%", label: "de redução de CAC" },
      { value: "Ponta a ponta", label: "atribuição de receita por canal" },
      { value: "Acordado", label: "critério de lead qualificado" },
      { value: "Automático", label: "repasse de leads para vendas" },
    ],
    results: [
      "Redução de 38% no CAC com a verba concentrada nos canais que geram clientes.",
      "Marketing e vendas alinhados em torno de um mesmo critério de lead qualificado.",
      "Leads qualificados atendidos dentro do prazo combinado entre as áreas.",
      "Leads ainda não prontos nutridos automaticamente até a hora certa de falar com vendas.",
    ],
    quote:
      "Descobrimos onde estava o dinheiro desperdiçado. Hoje investimos menos para trazer clientes com o perfil certo.",
    author: "Diretoria de Marketing",
    role: "Funnels",
  },
];

/** The six cards of the /cases grid, in the spec's order; the home page shows the first 3. */
export const listedCaseSlugs = [
  "enics",
  "heineken",
  "agence-mr",
  "toefl",
  "datavoxx",
  "security-first",
] as const;

/** Old addresses that moved: answered with a 301. */
export const caseRedirects: Record<string, string> = { "first-security": "security-first" };

export const findCase = (slug: string | undefined) => cases.find((c) => c.slug === slug);
