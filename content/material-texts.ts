import { brand } from "./brand";
import type { StaticMaterial } from "./materials";

/**
 * The text of the sample PDFs of the static materials (content/material-files/{id}.pdf, made by
 * `npm run materials`). `**text**` is bold. Figures are only those the site already publishes
 * (docs/product.md, Content); any other number is a worked example and says so. The PDFs use the standard WinAnsi fonts: no characters
 * outside that set (the script fails on them).
 */
export type MaterialBlock =
  | { kind: "p"; text: string }
  | { kind: "list"; items: string[]; ordered?: boolean }
  | { kind: "checklist"; items: string[] }
  | { kind: "table"; head: string[]; rows: string[][] }
  | { kind: "callout"; title: string; text: string }
  | { kind: "figures"; items: Array<{ value: string; label: string }> }
  | { kind: "formulas"; items: Array<{ label: string; formula: string }> };

export interface MaterialText {
  /** One line under the title on the cover. */
  subtitle: string;
  sections: Array<{ heading: string; blocks: MaterialBlock[] }>;
}

export const materialCategoryLabels: Record<StaticMaterial["category"], string> = {
  revops: "Revenue Operations",
  marketing: "Marketing",
  analytics: "Dados e análise",
  growth: "Growth",
  tech: "Tecnologia e automação",
  vendas: "Vendas",
};

/** The words of the PDFs' frame: cover labels, page numbers and the closing box. */
export const materialPdfCopy = {
  categoryLabel: "Categoria",
  freeMaterial: "Material gratuito",
  page: (n: number, total: number) => `Página ${n} de ${total}`,
  closingHeading: "Quer colocar este material em prática?",
  closingText: `A ${brand.name} ajuda empresas B2B a estruturar marketing, vendas e customer success em uma só operação de receita. Conheça os nossos serviços e agende um diagnóstico gratuito em`,
};

const p = (text: string): MaterialBlock => ({ kind: "p", text });
const list = (...items: string[]): MaterialBlock => ({ kind: "list", items });
const steps = (...items: string[]): MaterialBlock => ({ kind: "list", items, ordered: true });
const checklist = (...items: string[]): MaterialBlock => ({ kind: "checklist", items });
const table = (head: string[], ...rows: string[][]): MaterialBlock => ({
  kind: "table",
  head,
  rows,
});
const callout = (title: string, text: string): MaterialBlock => ({ kind: "callout", title, text });

export const materialTexts: Record<string, MaterialText> = {
  "guia-revops": {
    subtitle:
      "Marketing, vendas e customer success em uma só operação de receita, do desenho do funil aos rituais da semana.",
    sections: [
      {
        heading: "O que é Revenue Operations",
        blocks: [
          p(
            "Revenue Operations (RevOps) é a função que organiza processos, dados e tecnologia de todas as áreas que geram receita: marketing, vendas e customer success. Em vez de três operações que se comunicam por planilhas e reuniões de alinhamento, a empresa passa a ter uma só operação, com as mesmas definições, o mesmo funil e os mesmos números.",
          ),
          p(
            "RevOps não é mais um departamento disputando espaço com os demais. É uma camada de coordenação: define como um lead vira oportunidade, como a oportunidade vira cliente e como o cliente renova e expande, e cuida para que cada passagem entre as áreas aconteça sem perda de informação. Alguns sinais de que a sua empresa precisa dela:",
          ),
          list(
            "Marketing e vendas discordam sobre o que é um lead qualificado.",
            "O forecast muda muito de uma semana para a outra e ninguém sabe explicar por quê.",
            "Cada área tem o seu relatório, e os números não batem entre eles.",
            "O CRM tem campos demais, preenchidos de menos.",
            "Customer success só descobre o risco de churn quando o cliente pede o cancelamento.",
          ),
        ],
      },
      {
        heading: "Os quatro pilares de uma operação de receita",
        blocks: [
          steps(
            "**Processos:** um funil único, com critérios claros de entrada e saída em cada etapa e acordos de nível de serviço (SLA) entre as áreas.",
            "**Dados:** um dicionário de métricas com uma só definição para cada indicador, uma fonte oficial para cada número e um responsável pela qualidade da base.",
            "**Tecnologia:** CRM, automação de marketing e ferramentas de atendimento integrados, com o CRM como registro central do cliente.",
            "**Pessoas e rituais:** papéis definidos e uma agenda fixa de reuniões em que as áreas olham os mesmos números e decidem juntas.",
          ),
        ],
      },
      {
        heading: "Papéis e responsabilidades",
        blocks: [
          table(
            ["Papel", "Responsabilidade principal", "O que acompanha"],
            [
              "Liderança de RevOps",
              "Desenho do funil, metas e prioridades da operação",
              "Receita prevista contra a realizada",
            ],
            [
              "Analista de operações",
              "Qualidade dos dados, relatórios e painéis",
              "Completude e consistência do CRM",
            ],
            [
              "Administração de sistemas",
              "CRM, automações e integrações",
              "Automações ativas e falhas de integração",
            ],
            [
              "Enablement",
              "Treinamento, playbooks e conteúdos de apoio à venda",
              "Tempo até a primeira venda de cada vendedor",
            ],
          ),
          p(
            "Em empresas menores, uma mesma pessoa acumula vários desses papéis. O que importa é que cada responsabilidade tenha um dono com nome e sobrenome.",
          ),
        ],
      },
      {
        heading: "Rituais que mantêm a operação alinhada",
        blocks: [
          list(
            "**Semanal, revisão de pipeline:** vendas e RevOps revisam as oportunidades que avançaram, as que pararam e as que têm data de fechamento vencida.",
            "**Quinzenal, reunião de funil:** marketing e vendas olham juntos a geração e a conversão de leads e ajustam campanhas e critérios de qualificação.",
            "**Mensal, revisão de receita:** lideranças das três áreas analisam receita nova, churn, expansão e o custo de aquisição do mês.",
            "**Trimestral, planejamento:** revisão de metas, do perfil de cliente ideal (ICP) e das prioridades de processos e sistemas para o trimestre seguinte.",
          ),
        ],
      },
      {
        heading: "Indicadores para começar",
        blocks: [
          table(
            ["Área", "Indicador", "Pergunta que responde"],
            [
              "Marketing",
              "Leads qualificados e custo por lead qualificado",
              "Estamos atraindo as empresas certas?",
            ],
            ["Vendas", "Conversão por etapa e ciclo de vendas", "Onde as oportunidades travam?"],
            ["Receita", "Receita nova, ticket médio e CAC", "Quanto custa crescer?"],
            [
              "Customer success",
              "Churn, receita líquida retida e expansão",
              "Os clientes ficam e crescem conosco?",
            ],
          ),
        ],
      },
      {
        heading: "Um plano para o próximo trimestre",
        blocks: [
          steps(
            "**Mês 1, diagnóstico:** mapeie o funil atual, as definições de cada área, as fontes de dados e as passagens de bastão entre marketing, vendas e customer success.",
            "**Mês 2, acordos e base:** aprove definições únicas de lead e oportunidade, combine os SLAs entre as áreas, limpe o CRM e publique o primeiro painel de receita.",
            "**Mês 3, rituais e automação:** instale a agenda de rituais, automatize as passagens entre áreas e feche o trimestre com uma revisão do que mudou.",
          ),
          callout(
            "Comece pequeno",
            "Não tente resolver tudo de uma vez. Escolha o ponto do funil em que mais receita se perde hoje, resolva esse gargalo com as três áreas juntas e use o resultado para ganhar apoio para os próximos passos.",
          ),
        ],
      },
      {
        heading: "Erros comuns na implantação",
        blocks: [
          list(
            "**Começar pela ferramenta:** trocar de CRM antes de acordar processos e definições só muda o lugar da desorganização.",
            "**Tratar RevOps como uma área de relatórios:** a função existe para mudar decisões, não apenas para produzir números.",
            "**Deixar customer success de fora:** a receita recorrente depende tanto da renovação e da expansão quanto das vendas novas.",
            "**Medir tudo desde o primeiro dia:** poucos indicadores confiáveis valem mais do que dezenas de métricas sem dono.",
            "**Esquecer os acordos depois de assinados:** definições e SLAs precisam de revisão periódica, à medida que o mercado e o time mudam.",
          ),
        ],
      },
    ],
  },

  "playbook-abm": {
    subtitle:
      "Do recorte das contas à primeira reunião: um roteiro de ABM para marketing e vendas executarem juntos.",
    sections: [
      {
        heading: "Quando o ABM faz sentido",
        blocks: [
          p(
            "Account Based Marketing (ABM) inverte o funil tradicional: em vez de atrair muitos leads e filtrar os melhores, marketing e vendas escolhem primeiro as contas que querem conquistar e concentram esforço, conteúdo e orçamento nelas. A estratégia funciona melhor quando:",
          ),
          list(
            "O ticket é alto o bastante para justificar atenção individual a cada conta.",
            "A venda envolve vários decisores e um ciclo longo.",
            "O mercado-alvo é finito e as empresas podem ser identificadas pelo nome.",
            "O time de vendas está disposto a planejar e executar as abordagens junto com marketing.",
          ),
        ],
      },
      {
        heading: "Passo 1: selecione as contas",
        blocks: [
          p(
            "Parta do seu perfil de cliente ideal (ICP) e cruze aderência com potencial de receita e sinais de intenção, como contratações na área, expansão, troca de liderança ou interação com o seu conteúdo. Depois, divida a lista em níveis:",
          ),
          table(
            ["Nível", "Ordem de grandeza", "Abordagem"],
            [
              "Nível 1",
              "Poucas contas estratégicas",
              "Pesquisa profunda e conteúdo feito sob medida para cada conta",
            ],
            [
              "Nível 2",
              "Algumas dezenas de contas",
              "Mensagens personalizadas por setor ou por dor em comum",
            ],
            [
              "Nível 3",
              "Centenas de contas",
              "Campanhas segmentadas com personalização leve, em escala",
            ],
          ),
        ],
      },
      {
        heading: "Passo 2: mapeie o comitê de compra",
        blocks: [
          p(
            "Em vendas B2B complexas, ninguém compra sozinho. Para cada conta dos níveis 1 e 2, identifique quem participa da decisão, o que pesa para cada pessoa e qual conteúdo ajuda a avançar a conversa.",
          ),
          table(
            ["Papel", "O que pesa na decisão", "Conteúdo que ajuda"],
            ["Decisor econômico", "Retorno, risco e prazo", "Estimativa de ROI e casos do setor"],
            [
              "Campeão interno",
              "Resolver a dor do dia a dia e ganhar visibilidade",
              "Material para apresentar o projeto internamente",
            ],
            ["Usuários", "Facilidade de uso e impacto na rotina", "Demonstrações e guias práticos"],
            ["Tecnologia", "Segurança e integração", "Documentação técnica e arquitetura"],
            ["Compras e jurídico", "Condições e contrato", "Proposta clara e termos padronizados"],
          ),
        ],
      },
      {
        heading: "Passo 3: monte a cadência",
        blocks: [
          p(
            "Combine canais e dê a cada toque um motivo. Um exemplo de cadência de quatro semanas para uma conta de nível 1:",
          ),
          steps(
            "**Semana 1:** anúncios segmentados para os contatos da conta e conexão do executivo de vendas com o decisor e o campeão no LinkedIn.",
            "**Semana 2:** e-mail personalizado com um diagnóstico ou uma tendência relevante para o setor da conta.",
            "**Semana 3:** ligação do executivo e convite para um conteúdo exclusivo, como um encontro fechado ou uma análise da operação.",
            "**Semana 4:** envio de um caso de um cliente parecido e proposta de uma conversa de diagnóstico.",
          ),
        ],
      },
      {
        heading: "Passo 4: conteúdos por etapa",
        blocks: [
          table(
            ["Etapa", "Objetivo", "Formatos"],
            [
              "Reconhecimento",
              "Fazer a conta conhecer a sua visão do problema",
              "Artigos, relatórios e anúncios com a dor do setor",
            ],
            [
              "Consideração",
              "Mostrar como você resolve o problema",
              "Webinars, casos de estudo e diagnósticos",
            ],
            [
              "Decisão",
              "Reduzir o risco percebido da compra",
              "Estimativa de ROI, plano de implantação e referências",
            ],
          ),
        ],
      },
      {
        heading: "Passo 5: meça o que importa",
        blocks: [
          list(
            "**Cobertura:** quantos decisores de cada conta você já identificou e alcançou.",
            "**Engajamento da conta:** visitas, interações e respostas somadas por empresa, não por contato.",
            "**Reuniões geradas** com contas da lista e **pipeline criado** por nível.",
            "**Velocidade:** tempo entre o primeiro toque e a primeira reunião.",
          ),
          callout(
            "Combine as regras com vendas antes de começar",
            "Defina quem é dono de cada conta, o que marketing entrega, em quanto tempo vendas aborda uma conta engajada e como o resultado será medido. ABM sem acordo entre as áreas vira só mais uma campanha.",
          ),
        ],
      },
      {
        heading: "Checklist de prontidão",
        blocks: [
          checklist(
            "Lista de contas aprovada por marketing e por vendas.",
            "Decisores mapeados nas contas dos níveis 1 e 2.",
            "Um dono definido para cada conta da lista.",
            "Conteúdos de cada etapa prontos antes do primeiro toque.",
            "Painel de engajamento e de pipeline por conta configurado.",
          ),
        ],
      },
    ],
  },

  "template-forecast": {
    subtitle:
      "A estrutura de uma planilha para projetar a receita do trimestre por etapa do funil e compará-la com a meta.",
    sections: [
      {
        heading: "Como usar este template",
        blocks: [
          p(
            "Um forecast confiável não depende de intuição: depende de uma lista atualizada de oportunidades, de probabilidades calibradas pelo histórico e de uma rotina semanal de revisão. Este template traz a estrutura da planilha, as fórmulas e um exemplo preenchido.",
          ),
          steps(
            "Exporte do CRM as oportunidades abertas com data prevista de fechamento dentro do trimestre.",
            "Preencha uma linha por oportunidade, com as colunas descritas abaixo.",
            "Aplique a probabilidade da etapa e some o valor ponderado por etapa.",
            "Compare a projeção com a meta e revise a planilha toda semana.",
          ),
        ],
      },
      {
        heading: "Estrutura da planilha",
        blocks: [
          table(
            ["Coluna", "O que preencher", "Exemplo"],
            ["Oportunidade", "Nome da conta e do negócio", "Empresa A, expansão"],
            ["Responsável", "Vendedor dono da oportunidade", "Ana"],
            ["Etapa", "Etapa atual no funil", "Proposta enviada"],
            ["Valor", "Valor do contrato no período", "R$ 30.000"],
            ["Fechamento previsto", "Data combinada com o cliente", "15/03"],
            ["Probabilidade", "Taxa histórica da etapa", "50%"],
            ["Valor ponderado", "Valor × probabilidade", "R$ 15.000"],
            ["Categoria", "Commit, melhor cenário ou pipeline", "Melhor cenário"],
          ),
        ],
      },
      {
        heading: "Probabilidade por etapa",
        blocks: [
          p(
            "A probabilidade de cada etapa deve vir do seu histórico: das oportunidades que passaram por ela nos últimos trimestres, quantas foram ganhas? Enquanto esse dado não existe, use valores de partida e recalibre a cada trimestre. Os valores abaixo são apenas um ponto de partida hipotético.",
          ),
          table(
            ["Etapa", "Critério de entrada", "Probabilidade de partida"],
            ["Qualificação", "Dor e perfil confirmados", "10%"],
            ["Diagnóstico", "Reunião de descoberta feita", "25%"],
            ["Proposta enviada", "Escopo e preço apresentados", "50%"],
            ["Negociação", "Decisor envolvido e condições em discussão", "75%"],
            ["Fechamento verbal", "Aprovação dada, contrato em assinatura", "90%"],
          ),
        ],
      },
      {
        heading: "Exemplo de consolidação do trimestre",
        blocks: [
          p(
            "Exemplo hipotético: uma empresa com 47 oportunidades abertas, todas com fechamento previsto para o trimestre.",
          ),
          table(
            ["Etapa", "Oportunidades", "Valor total", "Probabilidade", "Valor ponderado"],
            ["Qualificação", "20", "R$ 400.000", "10%", "R$ 40.000"],
            ["Diagnóstico", "12", "R$ 300.000", "25%", "R$ 75.000"],
            ["Proposta enviada", "8", "R$ 240.000", "50%", "R$ 120.000"],
            ["Negociação", "5", "R$ 200.000", "75%", "R$ 150.000"],
            ["Fechamento verbal", "2", "R$ 60.000", "90%", "R$ 54.000"],
            ["**Total**", "**47**", "**R$ 1.200.000**", "", "**R$ 439.000**"],
          ),
          p(
            "Se a meta do trimestre é de R$ 500.000 e R$ 90.000 já foram fechados, a projeção é de R$ 90.000 + R$ 439.000 = **R$ 529.000**, cerca de 106% da meta. A cobertura do pipeline, o valor em aberto dividido pelo que falta para a meta, é de R$ 1.200.000 ÷ R$ 410.000, **cerca de 2,9 vezes**.",
          ),
        ],
      },
      {
        heading: "Commit, melhor cenário e pipeline",
        blocks: [
          list(
            "**Commit:** oportunidades que o vendedor garante que fecham no período. É o número que a liderança leva para a diretoria.",
            "**Melhor cenário:** oportunidades que podem fechar se tudo correr bem. Mostram o potencial acima do commit.",
            "**Pipeline:** o restante das oportunidades abertas, que ainda dependem de etapas importantes.",
          ),
        ],
      },
      {
        heading: "A reunião semanal de forecast",
        blocks: [
          p(
            "O template só funciona com uma rotina. Uma pauta sugerida para a reunião semanal com a liderança comercial e os vendedores:",
          ),
          steps(
            "**Variação da semana:** o que entrou, o que avançou, o que foi ganho e o que foi perdido desde a última reunião.",
            "**Commit em risco:** oportunidades do commit sem próximo passo agendado ou com data de fechamento vencida.",
            "**Maiores negócios:** um plano de ação para as oportunidades de maior valor do trimestre.",
            "**Projeção contra a meta:** quanto falta para a meta e de onde essa diferença pode vir.",
          ),
        ],
      },
      {
        heading: "Boas práticas",
        blocks: [
          list(
            "Atualize a planilha no mesmo dia da semana, antes da reunião de pipeline.",
            "Não altere a probabilidade de uma oportunidade na mão: mude a etapa quando o critério for cumprido.",
            "Trate oportunidades com data de fechamento vencida antes de consolidar o número.",
            "Ao fim de cada mês, compare o forecast com o realizado e ajuste as probabilidades.",
          ),
        ],
      },
    ],
  },

  "checklist-crm": {
    subtitle:
      "Quarenta verificações para configurar o CRM sem retrabalho e com adoção real do time comercial.",
    sections: [
      {
        heading: "Como usar este checklist",
        blocks: [
          p(
            "As verificações estão agrupadas nas cinco frentes de uma implantação de CRM, na ordem em que costumam acontecer. Marque cada item quando ele estiver concluído e validado com quem vai usar o sistema no dia a dia. Itens sem dono e sem data tendem a ficar para depois: registre os dois ao lado de cada pendência.",
          ),
        ],
      },
      {
        heading: "1. Planejamento e definições",
        blocks: [
          checklist(
            "Objetivos do projeto escritos e aprovados pela liderança comercial.",
            "Responsável pelo CRM nomeado, com tempo reservado para o projeto.",
            "Processo comercial atual mapeado, do primeiro contato ao pós-venda.",
            "Definições de lead, lead qualificado, oportunidade e cliente acordadas.",
            "Relatórios que a liderança precisa ver listados antes da configuração.",
            "Dados a migrar identificados, com a origem de cada um.",
            "Integrações necessárias listadas por prioridade.",
            "Cronograma com datas de treinamento e de entrada em uso.",
          ),
        ],
      },
      {
        heading: "2. Pipeline e etapas",
        blocks: [
          checklist(
            "Etapas do funil refletem o processo real do cliente, não o organograma.",
            "Cada etapa tem um critério de entrada objetivo e verificável.",
            "Probabilidade de fechamento definida para cada etapa.",
            "Motivos de perda padronizados em uma lista fechada.",
            "Pipelines separados apenas quando o processo for de fato diferente.",
            "Campos obrigatórios por etapa definidos, sem exagero.",
            "Data prevista de fechamento exigida ao criar uma oportunidade.",
            "Regra para oportunidades paradas há muito tempo na mesma etapa.",
          ),
        ],
      },
      {
        heading: "3. Campos e dados",
        blocks: [
          checklist(
            "Cada campo personalizado tem um uso declarado em relatório ou automação.",
            "Listas de seleção no lugar de texto livre sempre que possível.",
            "Nomes de campos claros e padronizados, em português.",
            "Regras de deduplicação de empresas e contatos ativas.",
            "Base limpa e deduplicada antes da importação.",
            "Importação testada com uma amostra antes da carga completa.",
            "Origem do lead registrada automaticamente em todos os canais.",
            "Dono de cada empresa, contato e oportunidade atribuído.",
          ),
        ],
      },
      {
        heading: "4. Automações e integrações",
        blocks: [
          checklist(
            "Distribuição automática de leads entre vendedores, com regra documentada.",
            "Tarefas de follow-up criadas automaticamente a cada mudança de etapa.",
            "Alertas para leads qualificados sem contato dentro do prazo combinado.",
            "Integração com a ferramenta de automação de marketing testada nos dois sentidos.",
            "E-mail e agenda dos vendedores sincronizados com o CRM.",
            "Formulários do site criando leads com a origem correta.",
            "Automações documentadas, com dono e descrição do que fazem.",
            "Monitoramento de falhas de integração com aviso ao responsável.",
          ),
        ],
      },
      {
        heading: "5. Permissões, adoção e governança",
        blocks: [
          checklist(
            "Perfis de acesso por papel: vendedor, gestor, marketing e administração.",
            "Exportação de dados restrita a quem precisa dela.",
            "Treinamento por papel, com exercícios sobre casos reais.",
            "Guia rápido de uso disponível para consulta.",
            "Reunião de pipeline conduzida a partir do CRM, não de planilhas.",
            "Painel de adoção com logins, atividades registradas e campos preenchidos.",
            "Canal aberto para dúvidas e sugestões nas primeiras semanas.",
            "Revisão trimestral de campos, automações e relatórios em uso.",
          ),
        ],
      },
    ],
  },

  "framework-icp": {
    subtitle:
      "Cinco passos para definir, validar e revisar o perfil de cliente ideal com os dados da sua própria base.",
    sections: [
      {
        heading: "Por que o ICP vem antes de tudo",
        blocks: [
          p(
            "O perfil de cliente ideal (ICP, do inglês ideal customer profile) descreve as empresas que mais se beneficiam do que você vende e que, por isso, compram mais rápido, ficam mais tempo e crescem com você. Ele orienta a mídia, a prospecção, a qualificação, o preço e até o roadmap do produto.",
          ),
          p(
            "Um bom ICP não nasce de um exercício de imaginação: vem dos dados da sua base de clientes, ganhos e perdidos, e é revisado à medida que a empresa e o mercado mudam. Este framework organiza esse trabalho em cinco passos.",
          ),
        ],
      },
      {
        heading: "Passo 1: reúna os dados",
        blocks: [
          p("Monte uma base única com todos os clientes dos últimos dois ou três anos, incluindo:"),
          list(
            "**Dados de empresa:** setor, porte, faturamento estimado, região e modelo de negócio.",
            "**Dados de tecnologia:** ferramentas que a empresa usa e que se conectam ao seu produto ou serviço.",
            "**Dados de venda:** origem, ciclo de vendas, ticket e número de decisores envolvidos.",
            "**Dados de relacionamento:** tempo como cliente, expansões, churn e motivo do cancelamento.",
          ),
        ],
      },
      {
        heading: "Passo 2: encontre os padrões dos melhores clientes",
        blocks: [
          p(
            "Defina o que é um bom cliente para você: por exemplo, ciclo de vendas curto, boa retenção e expansão ao longo do tempo. Separe esse grupo e compare-o com os clientes que cancelaram cedo e com as oportunidades perdidas.",
          ),
          table(
            ["Pergunta", "Onde buscar a resposta"],
            [
              "Quais setores e portes aparecem mais entre os melhores clientes?",
              "CRM e base de faturamento",
            ],
            [
              "O que os clientes que cancelaram cedo têm em comum?",
              "Histórico de customer success e motivos de churn",
            ],
            [
              "Em que situação a empresa estava quando comprou?",
              "Notas das reuniões de descoberta e entrevistas",
            ],
            [
              "Quem participou da decisão e quem usa o produto?",
              "Contatos das oportunidades ganhas",
            ],
          ),
        ],
      },
      {
        heading: "Passo 3: escreva o ICP e as personas",
        blocks: [
          p(
            "Transforme os padrões em critérios objetivos, separando os obrigatórios dos desejáveis, e descreva as personas do comitê de compra: cargo, objetivos, dores e objeções mais comuns.",
          ),
          callout(
            "Exemplo hipotético de ICP",
            "Empresas SaaS B2B com 50 a 300 funcionários, time comercial próprio com pelo menos cinco vendedores, CRM já em uso e venda consultiva. Decisor: diretoria comercial ou de receita. Gatilho de compra: meta de crescimento acima da capacidade atual do time.",
          ),
        ],
      },
      {
        heading: "Passo 4: valide com o time e com o mercado",
        blocks: [
          list(
            "Apresente o ICP a vendas e a customer success e colete exemplos que confirmam ou contradizem cada critério.",
            "Entreviste clientes que se encaixam no perfil para entender por que compraram e por que ficam.",
            "Teste o perfil em uma campanha ou lista de prospecção e compare a conversão com a média da operação.",
          ),
        ],
      },
      {
        heading: "Passo 5: operacionalize e revise",
        blocks: [
          p(
            "Um ICP que fica em uma apresentação não muda nada. Leve os critérios para o CRM como uma nota de aderência, usada na prospecção e na qualificação, e revise o perfil a cada semestre ou sempre que o produto, o preço ou o mercado mudarem:",
          ),
          table(
            ["Nota", "Critério", "Tratamento"],
            [
              "A",
              "Atende a todos os critérios obrigatórios e à maioria dos desejáveis",
              "Prioridade máxima de prospecção e atendimento",
            ],
            [
              "B",
              "Atende aos obrigatórios, mas a poucos desejáveis",
              "Abordagem padrão, com qualificação cuidadosa",
            ],
            [
              "C",
              "Falha em algum critério obrigatório",
              "Nutrição automática, sem esforço de vendas",
            ],
          ),
        ],
      },
    ],
  },

  "relatorio-benchmarks": {
    subtitle:
      "As métricas de receita que vale comparar, como calculá-las do mesmo jeito e como ler a distância até o mercado.",
    sections: [
      {
        heading: "Sobre este relatório",
        blocks: [
          p(
            "Comparar a própria operação com o mercado ajuda a decidir onde investir, mas só quando a comparação é justa. Referências de conversão, ciclo, CAC e churn variam muito com o ticket médio, o segmento, o canal de aquisição e o estágio da empresa, e uma média geral costuma esconder mais do que mostra.",
          ),
          p(
            "Por isso, este relatório reúne as definições e o método que usamos para comparar uma operação B2B com referências externas. Todos os valores que aparecem nos exemplos são hipotéticos e servem apenas para ilustrar a leitura.",
          ),
        ],
      },
      {
        heading: "As métricas essenciais",
        blocks: [
          table(
            ["Métrica", "Como calcular", "Cuidado"],
            [
              "Conversão por etapa",
              "Oportunidades que avançaram ÷ oportunidades que entraram na etapa",
              "Acompanhe grupos que entraram no mesmo período",
            ],
            [
              "Ciclo de vendas",
              "Dias entre a criação da oportunidade e o ganho",
              "Prefira a mediana quando há negócios muito longos",
            ],
            [
              "CAC",
              "Custos de marketing e vendas do período ÷ novos clientes do período",
              "Inclua salários, ferramentas e mídia",
            ],
            [
              "Churn de clientes",
              "Clientes perdidos ÷ clientes no início do período",
              "Separe cancelamentos de inadimplência",
            ],
            [
              "Churn de receita",
              "Receita recorrente perdida ÷ receita recorrente no início do período",
              "Conte reduções de contrato, não só cancelamentos",
            ],
            [
              "Payback do CAC",
              "CAC ÷ (receita mensal por cliente × margem bruta)",
              "Use a margem real, não a receita bruta",
            ],
          ),
        ],
      },
      {
        heading: "Como comparar de forma justa",
        blocks: [
          list(
            "**Mesma definição:** confirme como a referência calcula cada métrica antes de comparar.",
            "**Mesmo recorte:** compare com empresas de ticket, segmento e modelo de venda parecidos.",
            "**Mesmo período:** use janelas iguais e longas o bastante para absorver a sazonalidade.",
            "**Faixas, não pontos:** trabalhe com intervalos e veja em que parte deles você está.",
            "**Tendência:** a evolução da sua métrica ao longo dos trimestres diz tanto quanto a distância para o mercado.",
          ),
        ],
      },
      {
        heading: "Exemplo de leitura",
        blocks: [
          p("Valores hipotéticos, para mostrar como transformar a comparação em perguntas."),
          table(
            ["Métrica", "Sua empresa", "Referência", "Leitura"],
            [
              "Conversão de proposta em ganho",
              "22%",
              "30%",
              "Abaixo: revisar qualificação e qualidade das propostas",
            ],
            [
              "Ciclo de vendas (mediana)",
              "74 dias",
              "60 dias",
              "Mais longo: mapear em que etapa as oportunidades param",
            ],
            [
              "Churn mensal de receita",
              "1,5%",
              "2,0%",
              "Melhor que a referência: documentar o que funciona",
            ],
          ),
        ],
      },
      {
        heading: "Onde buscar referências",
        blocks: [
          list(
            "**O seu próprio histórico:** a comparação mais confiável é com você mesmo, trimestre a trimestre.",
            "**Relatórios de associações e de investidores do seu segmento**, verificando a amostra e o método.",
            "**Grupos de pares e comunidades** de lideranças de receita, que trocam números com definições combinadas.",
            "**Estudos de fornecedores de software**, lidos com atenção ao perfil das empresas pesquisadas.",
          ),
        ],
      },
      {
        heading: "Do diagnóstico ao plano",
        blocks: [
          steps(
            "Escolha as três métricas com a maior distância desfavorável em relação à referência.",
            "Para cada uma, escreva hipóteses sobre a causa e os dados que as confirmariam.",
            "Defina uma ação por hipótese, com dono, prazo e a métrica que deve mudar.",
            "Revise os resultados no ritual mensal de receita e atualize a comparação a cada trimestre.",
          ),
        ],
      },
    ],
  },

  "whitepaper-plg": {
    subtitle:
      "Quando o produto pode vender sozinho, como medir a ativação e onde o time de vendas entra na jornada.",
    sections: [
      {
        heading: "O que é Product-Led Growth",
        blocks: [
          p(
            "Product-Led Growth (PLG) é uma estratégia de crescimento em que o próprio produto é o principal canal de aquisição, conversão e expansão. O cliente experimenta antes de falar com vendas, percebe valor no uso e, a partir daí, compra, convida colegas e amplia o contrato.",
          ),
          p(
            "No B2B, PLG raramente substitui vendas por completo. O mais comum é um modelo híbrido, em que o produto gera demanda qualificada e o time comercial entra quando há sinais de uso, de perfil e de potencial de receita.",
          ),
        ],
      },
      {
        heading: "Quando o produto pode vender sozinho",
        blocks: [
          list(
            "O usuário percebe valor em pouco tempo, sem depender de implantação longa.",
            "É possível começar sozinho, sem configuração técnica complexa ou integração obrigatória.",
            "Quem usa tem autonomia para experimentar, e a primeira compra cabe em um cartão ou em uma aprovação simples.",
            "O custo de atender um usuário a mais é baixo.",
          ),
          p(
            "Se a compra exige um comitê grande, integrações profundas ou mudança de processo em várias áreas, o produto ainda pode ajudar na descoberta, mas a venda continuará consultiva.",
          ),
        ],
      },
      {
        heading: "Modelos de entrada",
        blocks: [
          table(
            ["Modelo", "Como funciona", "Indicado quando"],
            [
              "Teste gratuito",
              "Acesso completo por um período limitado",
              "O valor aparece dentro do prazo do teste",
            ],
            [
              "Freemium",
              "Plano gratuito permanente com limites de uso ou de recursos",
              "O uso gratuito gera indicação e dados",
            ],
            [
              "Teste reverso",
              "Começa com o plano completo e cai para o gratuito ao fim do prazo",
              "Os recursos pagos são o que mais encanta",
            ],
            [
              "Demonstração interativa",
              "Ambiente de exemplo, sem cadastro",
              "O produto precisa de dados para mostrar valor",
            ],
          ),
        ],
      },
      {
        heading: "Como medir a ativação",
        blocks: [
          p(
            "Ativação é o momento em que o usuário experimenta o valor central do produto pela primeira vez. Defina um evento concreto que represente esse momento, como criar o primeiro relatório ou convidar um colega, e acompanhe:",
          ),
          callout(
            "Taxa de ativação",
            "Contas que atingiram o evento de ativação no período ÷ contas criadas no mesmo período. Acompanhe também o **tempo até o valor**: quantos dias se passam entre o cadastro e a ativação.",
          ),
          p(
            "Com o evento de ativação definido, descubra o que separa as contas que ativam das que abandonam e remova os atritos do caminho: etapas de cadastro desnecessárias, telas vazias e configurações que poderiam vir prontas.",
          ),
        ],
      },
      {
        heading: "PLG com vendas consultivas",
        blocks: [
          steps(
            "**Defina o PQL** (product qualified lead): a combinação de sinais de uso e de aderência ao ICP que indica uma conta pronta para conversar com vendas.",
            "**Roteie os PQLs** automaticamente para o vendedor certo, com o contexto de uso visível no CRM.",
            "**Aborde com base no uso:** a conversa parte do que a conta já fez no produto, não de um roteiro genérico.",
            "**Planeje a expansão:** acompanhe novos usuários, times e limites de uso para identificar oportunidades de ampliar o contrato.",
          ),
        ],
      },
      {
        heading: "Armadilhas comuns",
        blocks: [
          list(
            "Abrir um plano gratuito sem uma definição clara de ativação e de conversão.",
            "Medir cadastros em vez de contas ativadas.",
            "Deixar vendas abordar todos os usuários, inclusive os que ainda não viram valor.",
            "Tratar o produto e o time comercial como funis separados, com metas que competem entre si.",
          ),
        ],
      },
    ],
  },

  "caso-automacao": {
    subtitle:
      "Como a automação de marketing e vendas cortou o custo de aquisição e devolveu tempo ao time comercial.",
    sections: [
      {
        heading: "Resumo do projeto",
        blocks: [
          p(
            "Este caso descreve, sem identificar a empresa, um projeto de automação de marketing e vendas em uma operação B2B. O objetivo era reduzir o custo de aquisição de clientes e liberar os vendedores de tarefas manuais para que passassem mais tempo vendendo.",
          ),
          {
            kind: "figures",
            items: [
              { value: "38%", label: "de redução do custo de aquisição de clientes (CAC)" },
              { value: "Automático", label: "repasse de leads qualificados para vendas" },
              { value: "Por canal", label: "CAC acompanhado em um painel único" },
            ],
          },
        ],
      },
      {
        heading: "Desafio",
        blocks: [
          p(
            "A empresa investia em vários canais de aquisição, mas o processo entre o primeiro contato e a reunião de vendas era quase todo manual. O resultado era um custo de aquisição crescente e um time comercial ocupado com tarefas que não geravam receita.",
          ),
          list(
            "Leads de todos os canais chegavam a vendas da mesma forma, sem distinção de perfil.",
            "Vendedores gastavam boa parte do dia cadastrando dados, enviando e-mails de follow-up e montando relatórios.",
            "Leads promissores esperavam dias pelo primeiro contato, enquanto outros eram abordados cedo demais.",
            "Ninguém sabia dizer com segurança quanto custava trazer um cliente por canal.",
          ),
        ],
      },
      {
        heading: "Solução",
        blocks: [
          steps(
            "**Diagnóstico:** mapeamos o funil e todas as tarefas manuais de marketing e vendas, medindo quanto tempo cada uma consumia.",
            "**Qualificação automática:** implantamos lead scoring com critérios de perfil e de engajamento, acordados entre marketing e vendas.",
            "**Roteamento e SLA:** leads qualificados passaram a ser distribuídos automaticamente, com alerta quando o primeiro contato atrasa.",
            "**Nutrição por estágio:** leads ainda não prontos entraram em fluxos de conteúdo até mostrarem sinais de interesse.",
            "**Automação de vendas:** tarefas de follow-up, registro de atividades e atualização de etapas passaram a acontecer no CRM sem digitação.",
            "**Painel de CAC por canal:** custos e novos clientes reunidos em um só lugar para orientar a distribuição da verba.",
          ),
        ],
      },
      {
        heading: "Resultados",
        blocks: [
          list(
            "**Redução de 38% no CAC**, com a verba concentrada nos canais que de fato geram clientes.",
            "Vendedores com mais tempo para conversas com clientes e menos tempo em tarefas administrativas.",
            "Leads qualificados atendidos dentro do prazo combinado entre marketing e vendas.",
            "Decisões de investimento em mídia tomadas com base no custo real de cada canal.",
          ),
        ],
      },
      {
        heading: "Como aplicar na sua empresa",
        blocks: [
          checklist(
            "Liste as tarefas manuais do funil e estime o tempo que cada uma consome.",
            "Combine com vendas o que é um lead qualificado antes de automatizar o repasse.",
            "Automatize primeiro as tarefas repetitivas e de regra clara.",
            "Meça o CAC por canal antes e depois, com a mesma definição de custo.",
            "Revise os fluxos de automação todo mês nos primeiros trimestres.",
          ),
        ],
      },
    ],
  },

  "guia-dashboards": {
    subtitle:
      "Os painéis de cada liderança, as métricas de cada um e como fazer os números baterem entre as áreas.",
    sections: [
      {
        heading: "Princípios de um bom painel",
        blocks: [
          list(
            "**Um público, uma pergunta:** cada painel existe para apoiar decisões de um grupo específico de pessoas.",
            "**Poucas métricas:** se tudo é destaque, nada é. Prefira poucas métricas principais e deixe o detalhe para relatórios de apoio.",
            "**Meta e tendência ao lado do número:** um valor isolado não diz se a situação é boa ou ruim.",
            "**Fonte única:** todos os painéis leem os mesmos dados, com as mesmas definições.",
          ),
        ],
      },
      {
        heading: "Os painéis de cada liderança",
        blocks: [
          table(
            ["Painel", "Para quem", "Métricas principais", "Frequência"],
            [
              "Receita",
              "Diretoria e conselho",
              "Receita nova, receita recorrente, churn, expansão, CAC e payback",
              "Mensal",
            ],
            [
              "Marketing",
              "Liderança de marketing",
              "Leads qualificados por canal, custo por lead qualificado e pipeline gerado",
              "Semanal",
            ],
            [
              "Vendas",
              "Liderança comercial",
              "Pipeline por etapa, forecast, conversão, ciclo e atividades",
              "Semanal",
            ],
            [
              "Customer success",
              "Liderança de CS",
              "Saúde das contas, renovações do período, churn e expansão",
              "Semanal",
            ],
          ),
        ],
      },
      {
        heading: "O que cada painel precisa mostrar",
        blocks: [
          list(
            "**Receita:** a evolução da receita contra a meta, a composição do crescimento (novos clientes, expansão e churn) e a eficiência da aquisição.",
            "**Marketing:** quanto pipeline cada canal gerou, e não apenas quantos leads, para que o investimento siga a receita.",
            "**Vendas:** onde as oportunidades param, quais negócios sustentam o forecast e como cada vendedor está em relação à meta.",
            "**Customer success:** quais contas estão em risco, quais renovam no período e onde há espaço para expansão.",
          ),
        ],
      },
      {
        heading: "Como fazer os números baterem",
        blocks: [
          steps(
            "**Escreva um dicionário de métricas** com a definição, a fórmula, a fonte e o dono de cada indicador.",
            "**Eleja uma fonte oficial** para cada dado: o CRM para oportunidades, o faturamento para receita.",
            "**Combine as regras de atribuição** de origem dos leads e de crédito das vendas.",
            "**Fixe datas de corte:** o que conta para o mês é o que foi registrado até um dia e hora combinados.",
            "**Reconcilie todo mês:** compare os números dos painéis com o financeiro e explique as diferenças.",
          ),
          p("Um modelo de linha do dicionário de métricas:"),
          table(
            ["Métrica", "Definição", "Fórmula", "Fonte", "Dono"],
            [
              "Receita nova do mês",
              "Valor recorrente dos contratos assinados no mês",
              "Soma da receita recorrente dos negócios ganhos",
              "CRM",
              "RevOps",
            ],
          ),
        ],
      },
      {
        heading: "Erros comuns",
        blocks: [
          list(
            "Criar painéis antes de acordar as definições das métricas.",
            "Mostrar totais sem recorte por segmento, canal ou vendedor.",
            "Manter painéis que ninguém abre: revise o uso a cada trimestre e desligue os que não servem.",
            "Depender de planilhas editadas à mão entre a fonte e o painel.",
          ),
        ],
      },
    ],
  },

  "webinar-churn": {
    subtitle:
      "Resumo do encontro: sinais de risco, rituais de customer success e ações de expansão para o B2B.",
    sections: [
      {
        heading: "Sobre este resumo",
        blocks: [
          p(
            "Este material resume o conteúdo do webinar, na ordem em que os temas foram apresentados, para consulta depois da gravação. A ideia central do encontro: churn raramente é uma surpresa. Os sinais aparecem semanas ou meses antes do pedido de cancelamento, e a operação que os acompanha tem tempo de agir.",
          ),
        ],
      },
      {
        heading: "Parte 1: de onde vem o churn",
        blocks: [
          list(
            "**Churn por falta de valor:** o cliente não chegou ao resultado que motivou a compra.",
            "**Churn por perfil:** a venda foi feita para um cliente fora do perfil ideal.",
            "**Churn involuntário:** falhas de pagamento e cartões vencidos que ninguém tratou a tempo.",
            "**Contração:** o cliente fica, mas reduz usuários, módulos ou o valor do contrato.",
          ),
          p(
            "Cada tipo pede uma resposta diferente. Classificar os cancelamentos do último ano por tipo é o primeiro passo para saber onde agir.",
          ),
        ],
      },
      {
        heading: "Parte 2: sinais de risco",
        blocks: [
          table(
            ["Sinal", "O que observar", "Ação sugerida"],
            [
              "Queda de uso",
              "Menos acessos, usuários ou funcionalidades usadas",
              "Contato de CS para entender a causa e rever o plano de sucesso",
            ],
            [
              "Troca de patrocinador",
              "Saída do decisor ou do campeão interno",
              "Apresentar os resultados ao novo responsável",
            ],
            [
              "Chamados repetidos",
              "O mesmo problema aberto várias vezes",
              "Escalonar e acompanhar até a solução definitiva",
            ],
            [
              "Silêncio",
              "Convites e e-mails sem resposta",
              "Mudar de canal e envolver a liderança da conta",
            ],
            [
              "Atraso de pagamento",
              "Faturas vencidas ou pedidos de renegociação",
              "Entender o momento do cliente antes da cobrança",
            ],
          ),
        ],
      },
      {
        heading: "Parte 3: rituais de customer success",
        blocks: [
          list(
            "**Onboarding com plano de sucesso:** objetivos do cliente, marcos e datas combinados na primeira semana.",
            "**Health score:** uma nota de saúde por conta, atualizada automaticamente.",
            "**Revisões de negócio:** encontros periódicos com o decisor para mostrar resultados e planejar o ciclo seguinte.",
            "**Reunião semanal de contas em risco:** CS, vendas e produto decidem juntos o plano de cada conta.",
            "**Preparação da renovação** com antecedência, nunca no mês do vencimento.",
          ),
        ],
      },
      {
        heading: "Um modelo de health score para começar",
        blocks: [
          p("Pesos hipotéticos, para ajustar à realidade do seu produto e da sua base."),
          table(
            ["Dimensão", "Peso", "Como medir"],
            ["Uso do produto", "40%", "Usuários ativos e funcionalidades-chave usadas"],
            ["Resultado percebido", "25%", "Metas do plano de sucesso atingidas"],
            ["Engajamento", "20%", "Presença nas revisões e respostas aos contatos"],
            ["Saúde financeira", "15%", "Pagamentos em dia"],
          ),
        ],
      },
      {
        heading: "Parte 4: expansão",
        blocks: [
          p(
            "A melhor defesa contra o churn é um cliente que cresce com você. As ações de expansão discutidas no encontro:",
          ),
          list(
            "Mapear novas áreas e equipes que podem se beneficiar do produto.",
            "Acompanhar limites de uso e avisar antes que o cliente os atinja.",
            "Transformar resultados alcançados em casos internos que justifiquem a ampliação.",
            "Dar a CS uma meta de receita líquida retida, e não só de renovação.",
          ),
        ],
      },
    ],
  },

  "calculadora-roi": {
    subtitle:
      "As fórmulas, as premissas e um exemplo resolvido para estimar o retorno de um projeto de automação.",
    sections: [
      {
        heading: "Para que serve esta calculadora",
        blocks: [
          p(
            "Antes de aprovar um projeto de automação, a diretoria quer saber quanto ele custa, quanto devolve e em quanto tempo se paga. Esta calculadora organiza a estimativa de um período de 12 meses em seis fórmulas simples, que podem ser montadas em qualquer planilha. Use premissas conservadoras: uma estimativa modesta que se confirma vale mais do que uma promessa que não se cumpre.",
          ),
        ],
      },
      {
        heading: "As fórmulas",
        blocks: [
          {
            kind: "formulas",
            items: [
              {
                label: "Horas economizadas por mês",
                formula:
                  "Soma, para cada processo automatizado, de (execuções por mês × minutos poupados por execução) ÷ 60",
              },
              {
                label: "Custo evitado por mês",
                formula:
                  "Horas economizadas × custo-hora, sendo custo-hora = salário com encargos ÷ horas trabalhadas no mês",
              },
              {
                label: "Benefício mensal",
                formula:
                  "Custo evitado + outros ganhos mensuráveis, como erros e retrabalho evitados",
              },
              {
                label: "Custo em 12 meses",
                formula: "Implantação + (licenças + manutenção por mês) × 12",
              },
              {
                label: "ROI em 12 meses",
                formula: "(Benefício mensal × 12 – custo em 12 meses) ÷ custo em 12 meses",
              },
              {
                label: "Payback em meses",
                formula: "Implantação ÷ (benefício mensal – licenças e manutenção por mês)",
              },
            ],
          },
        ],
      },
      {
        heading: "Como levantar as premissas",
        blocks: [
          list(
            "**Execuções por mês:** extraia os volumes do CRM e das ferramentas de marketing dos últimos meses, em vez de estimar de memória.",
            "**Minutos poupados:** cronometre a tarefa manual algumas vezes, com pessoas diferentes, e desconte o tempo que continuará existindo depois da automação.",
            "**Custo-hora:** peça ao financeiro ou ao RH o custo mensal com encargos de cada função envolvida.",
            "**Implantação, licenças e manutenção:** use propostas de fornecedores e inclua as horas do time interno no projeto.",
          ),
        ],
      },
      {
        heading: "Exemplo resolvido",
        blocks: [
          p(
            "Exemplo hipotético: uma equipe comercial que quer automatizar quatro processos. O levantamento de execuções e minutos poupados foi feito com os próprios vendedores.",
          ),
          table(
            ["Processo", "Execuções por mês", "Minutos poupados", "Horas por mês"],
            ["Cadastro de leads no CRM", "600", "4", "40"],
            ["Montagem de propostas", "80", "30", "40"],
            ["Relatório semanal de vendas", "4", "180", "12"],
            ["E-mails de follow-up", "400", "3", "20"],
            ["**Total**", "", "", "**112**"],
          ),
          p("Com as premissas do exemplo:"),
          table(
            ["Item", "Premissa ou cálculo", "Resultado"],
            ["Custo-hora da equipe", "Premissa", "R$ 60"],
            ["Custo evitado por mês", "112 h × R$ 60", "R$ 6.720"],
            ["Implantação", "Premissa", "R$ 30.000"],
            ["Licenças e manutenção", "Premissa, por mês", "R$ 2.000"],
            ["Benefício em 12 meses", "R$ 6.720 × 12", "R$ 80.640"],
            ["Custo em 12 meses", "R$ 30.000 + R$ 2.000 × 12", "R$ 54.000"],
            ["ROI em 12 meses", "(R$ 80.640 – R$ 54.000) ÷ R$ 54.000", "**cerca de 49%**"],
            ["Payback", "R$ 30.000 ÷ (R$ 6.720 – R$ 2.000)", "**cerca de 6,4 meses**"],
          ),
        ],
      },
      {
        heading: "Três cenários",
        blocks: [
          p(
            "As horas economizadas são a premissa mais incerta. Variando só essa premissa, e mantendo os custos do exemplo, a diretoria vê o intervalo de resultados possíveis:",
          ),
          table(
            ["Cenário", "Premissa", "Horas por mês", "ROI em 12 meses", "Payback"],
            [
              "Conservador",
              "70% das horas estimadas",
              "78,4",
              "cerca de 5%",
              "cerca de 11,1 meses",
            ],
            ["Provável", "Horas estimadas", "112", "cerca de 49%", "cerca de 6,4 meses"],
            ["Otimista", "120% das horas estimadas", "134,4", "cerca de 79%", "cerca de 4,9 meses"],
          ),
          p(
            "Se o projeto só se paga no cenário otimista, reveja o escopo antes de apresentá-lo: comece pelos processos com mais execuções e mais minutos poupados.",
          ),
        ],
      },
      {
        heading: "Cuidados ao apresentar à diretoria",
        blocks: [
          list(
            "**Horas economizadas só viram ganho quando o tempo é realocado.** Diga para onde vai o tempo liberado: mais reuniões com clientes, mais prospecção, menos horas extras.",
            "**Considere a curva de adoção:** nos primeiros meses, o ganho é menor do que o previsto para a operação madura.",
            "**Registre a linha de base** antes de começar, para medir o resultado real depois.",
            "**Inclua ganhos qualitativos** à parte, como dados mais confiáveis e atendimento mais rápido, sem somá-los ao ROI.",
          ),
        ],
      },
    ],
  },

  "case-study-saas": {
    subtitle:
      "Funil, metas e automações reorganizados para crescer 32% em vendas no primeiro semestre do projeto.",
    sections: [
      {
        heading: "Resumo",
        blocks: [
          p(
            "Este case study descreve, sem identificar a empresa, o projeto com uma empresa SaaS B2B que vendia por meio de um time comercial próprio. A empresa tinha demanda, mas o crescimento dependia do esforço individual de alguns vendedores e o forecast raramente se confirmava.",
          ),
          {
            kind: "figures",
            items: [
              { value: "32%", label: "de aumento nas vendas" },
              { value: "6 meses", label: "do início do projeto ao resultado" },
              { value: "Semanal", label: "ritual de forecast com critérios por etapa" },
            ],
          },
        ],
      },
      {
        heading: "Desafio",
        blocks: [
          list(
            "O funil no CRM não refletia o processo de compra dos clientes, e cada vendedor interpretava as etapas do seu jeito.",
            "As metas eram definidas só em receita, sem desdobramento em atividades e oportunidades.",
            "Boa parte do tempo dos vendedores ia para tarefas administrativas e atualização manual de planilhas.",
            "A liderança não tinha uma visão confiável de quanto o trimestre ia fechar.",
          ),
        ],
      },
      {
        heading: "Solução",
        blocks: [
          steps(
            "**Funil redesenhado:** etapas alinhadas à jornada de compra, com critérios objetivos de entrada e saída em cada uma.",
            "**Metas desdobradas:** da meta de receita para oportunidades, reuniões e atividades necessárias, usando as taxas de conversão da própria empresa.",
            "**Automações no CRM:** distribuição de leads, tarefas de follow-up e atualização de etapas sem trabalho manual.",
            "**Rituais de gestão:** reunião semanal de forecast, revisões individuais de pipeline e um painel único para toda a liderança.",
            "**Capacitação:** treinamento do time no novo processo e no uso do CRM, com acompanhamento nas primeiras semanas.",
          ),
        ],
      },
      {
        heading: "Resultados",
        blocks: [
          list(
            "**Aumento de 32% nas vendas** nos primeiros seis meses do projeto.",
            "Um funil único, usado da mesma forma por todos os vendedores.",
            "Forecast semanal construído a partir de critérios objetivos, e não de impressões.",
            "Vendedores com mais tempo para clientes, com as tarefas repetitivas automatizadas.",
          ),
        ],
      },
      {
        heading: "Cronograma do projeto",
        blocks: [
          table(
            ["Período", "Foco", "Entregas"],
            [
              "Mês 1",
              "Diagnóstico",
              "Mapeamento do funil, entrevistas com o time e análise dos dados do CRM",
            ],
            [
              "Meses 2 e 3",
              "Funil e metas",
              "Novo funil configurado, metas desdobradas e treinamento do time",
            ],
            [
              "Meses 4 a 6",
              "Automação e rituais",
              "Automações ativas, ritual de forecast e painel de receita",
            ],
          ),
        ],
      },
      {
        heading: "Lições para outras empresas SaaS",
        blocks: [
          list(
            "Arrume o funil antes de automatizar: automação sobre um processo confuso só acelera a confusão.",
            "Metas de atividade só funcionam quando vêm das taxas de conversão reais.",
            "O ritual semanal de forecast é o que mantém o CRM atualizado.",
          ),
        ],
      },
    ],
  },

  "ebook-enablement": {
    subtitle:
      "Onboarding, trilhas de treinamento e biblioteca de conteúdos para encurtar o tempo até a primeira venda.",
    sections: [
      {
        heading: "O que é sales enablement",
        blocks: [
          p(
            "Sales enablement é o trabalho de dar aos vendedores o conhecimento, os conteúdos e as ferramentas de que precisam para vender melhor em cada conversa. Na prática, reúne três frentes: o onboarding de quem chega, o treinamento contínuo de quem já está no time e uma biblioteca de conteúdos organizada pela jornada do cliente.",
          ),
          p(
            "O principal indicador da área é o tempo até a primeira venda de um novo vendedor. Cada semana a menos nesse prazo é receita que chega antes e custo de contratação que se paga mais cedo.",
          ),
        ],
      },
      {
        heading: "Onboarding em 30, 60 e 90 dias",
        blocks: [
          table(
            ["Período", "Objetivo", "Atividades", "Sinal de conclusão"],
            [
              "Dias 1 a 30",
              "Aprender",
              "Produto, ICP, personas, processo de vendas e CRM; acompanhar reuniões de colegas",
              "Apresenta a empresa e o produto em uma simulação",
            ],
            [
              "Dias 31 a 60",
              "Praticar",
              "Conduzir reuniões com apoio, montar propostas e receber feedback semanal",
              "Conduz uma descoberta completa com um cliente real",
            ],
            [
              "Dias 61 a 90",
              "Performar",
              "Carteira própria, metas de atividade e revisões individuais de pipeline",
              "Primeira venda fechada e pipeline próprio formado",
            ],
          ),
        ],
      },
      {
        heading: "Trilhas de treinamento",
        blocks: [
          list(
            "**Produto e mercado:** o problema que resolvemos, para quem, e como nos diferenciamos.",
            "**Cliente:** ICP, personas do comitê de compra, dores e objeções mais comuns.",
            "**Método de vendas:** etapas do funil, perguntas de descoberta e critérios de qualificação.",
            "**Ferramentas:** uso do CRM, da agenda e das automações no dia a dia.",
            "**Negociação e fechamento:** como conduzir a proposta, tratar objeções e proteger o preço.",
          ),
          p(
            "Cada trilha deve terminar com uma prática, como uma simulação gravada ou uma proposta real revisada pela liderança, e não apenas com um questionário.",
          ),
        ],
      },
      {
        heading: "Biblioteca de conteúdos",
        blocks: [
          table(
            ["Etapa", "Conteúdo", "Uso"],
            [
              "Prospecção",
              "Modelos de e-mail e roteiros de ligação por persona",
              "Primeiros contatos",
            ],
            [
              "Descoberta",
              "Roteiro de perguntas e guia de qualificação",
              "Reuniões de diagnóstico",
            ],
            ["Proposta", "Modelo de proposta e estimativa de ROI", "Apresentação de valor"],
            ["Negociação", "Respostas a objeções e política de descontos", "Fechamento"],
          ),
          p(
            "Organize a biblioteca pela etapa da venda, dê um dono a cada conteúdo e retire o que ficou desatualizado. Um conteúdo que o vendedor não encontra em poucos segundos não existe.",
          ),
        ],
      },
      {
        heading: "Como medir e por onde começar",
        blocks: [
          list(
            "**Tempo até a primeira venda** de cada turma de novos vendedores.",
            "**Conclusão das trilhas** e desempenho nas práticas.",
            "**Uso dos conteúdos** por etapa e sua relação com as oportunidades ganhas.",
          ),
          steps(
            "Converse com os melhores vendedores e registre o que eles fazem de diferente.",
            "Transforme esse conhecimento no roteiro do onboarding de 90 dias.",
            "Monte a biblioteca com os conteúdos que já existem e preencha as lacunas aos poucos.",
          ),
        ],
      },
    ],
  },
};
