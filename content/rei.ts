import { downloadIndustries, type Option } from "./forms";

/**
 * The REI questionnaire (spec sections 2, 3, 4 and 5): 7 sections in the spec's order, each
 * field with its name as the spec gives it, our own Portuguese label, and whether it is required.
 */

type ReiFieldKind = "text" | "email" | "tel" | "url" | "textarea" | "select";

interface ReiField {
  name: string;
  label: string;
  kind: ReiFieldKind;
  required: boolean;
  placeholder?: string;
  hint?: string;
  options?: Option[];
}

export interface ReiSection {
  title: string;
  intro: string;
  fields: ReiField[];
}

/** The spec's REI sectors: the download form's industries, with services and consulting. */
const sectors: Option[] = [
  ...downloadIndustries.filter((o) => o.value !== "other"),
  { value: "services", label: "Serviços" },
  { value: "consulting", label: "Consultoria" },
  { value: "other", label: "Outro" },
];

const plans: Option[] = [
  { value: "sim", label: "Sim, temos planos definidos" },
  { value: "nao", label: "Não, vendemos um único produto ou serviço" },
  { value: "personalizado", label: "Propostas personalizadas para cada cliente" },
];

const materials: Option[] = [
  { value: "sim-completo", label: "Sim, um material completo e atualizado" },
  { value: "sim-basico", label: "Sim, mas básico" },
  { value: "parcial", label: "Parcialmente, para alguns produtos" },
  { value: "nao", label: "Não temos" },
];

const text = (name: string, label: string, required = true, extra: Partial<ReiField> = {}) => ({
  name,
  label,
  kind: "text" as const,
  required,
  ...extra,
});
const long = (name: string, label: string, required = true, extra: Partial<ReiField> = {}) => ({
  name,
  label,
  kind: "textarea" as const,
  required,
  ...extra,
});

export const reiSections: ReiSection[] = [
  {
    title: "Informações Básicas",
    intro: "Quem está respondendo e de qual empresa estamos falando.",
    fields: [
      text("name", "Nome completo"),
      text("role", "Cargo"),
      { name: "email", label: "E-mail corporativo", kind: "email", required: true },
      {
        name: "whatsapp",
        label: "WhatsApp",
        kind: "tel",
        required: true,
        placeholder: "(11) 99999-9999",
      },
      text("companyName", "Nome da empresa"),
      { name: "companySite", label: "Site da empresa", kind: "url", required: false },
      { name: "sector", label: "Setor", kind: "select", required: true, options: sectors },
    ],
  },
  {
    title: "Produto e Expectativas",
    intro: "O que vocês vendem e o que esperam alcançar com o nosso trabalho.",
    fields: [
      long("expectedResults", "Quais resultados você espera nos próximos 12 meses?"),
      long("solution", "Qual solução sua empresa oferece?"),
      {
        name: "hasPlans",
        label: "Vocês trabalham com planos ou pacotes?",
        kind: "select",
        required: true,
        options: plans,
      },
      long("advantages", "Quais são as vantagens da sua solução?", true, {
        hint: "Cite pelo menos 3 vantagens.",
      }),
      long("targetAudience", "Qual é o seu público-alvo?"),
    ],
  },
  {
    title: "Problemas e Dores",
    intro: "Os problemas que o seu cliente tem e o que acontece quando ele não os resolve.",
    fields: [
      long("idealCustomerProfiles", "Descreva seus perfis de cliente ideal (ICP)"),
      long("demographicProfile", "Qual é o perfil demográfico de quem compra?"),
      long("recurringProblems", "Quais problemas seus clientes relatam com frequência?"),
      long("customerPains", "Quais são as principais dores dos seus clientes?"),
      long("consequencesOfNotBuying", "O que acontece com o cliente que não compra de vocês?"),
      long("emotionalResponses", "Que reações emocionais essas dores provocam?", false),
      long("savesTimeOrMoney", "Sua solução economiza tempo ou dinheiro? Quanto?"),
    ],
  },
  {
    title: "Comportamento do Cliente",
    intro: "Como o seu cliente procura uma solução e onde ele está.",
    fields: [
      long("whereCustomersSearch", "Onde seus clientes procuram soluções?"),
      long("problemCauses", "O que costuma causar o problema do cliente?"),
      long("customerLocations", "Em quais regiões ou cidades estão seus clientes?"),
      long("keywords", "Que palavras-chave eles usam para buscar?"),
    ],
  },
  {
    title: "Mercado e Concorrência",
    intro: "O cenário em que a sua empresa disputa cada negócio.",
    fields: [
      long("challenges", "Quais são os maiores desafios do seu mercado hoje?"),
      long("differentiation", "O que diferencia vocês da concorrência?"),
      long("competitors", "Quem são seus principais concorrentes?"),
      long("marketTrends", "Que tendências você observa no seu mercado?"),
    ],
  },
  {
    title: "Vendas e Marketing",
    intro: "Canais, ferramentas e investimento atuais.",
    fields: [
      long("salesChannels", "Quais canais de venda vocês usam?"),
      long("marketingTools", "Quais ferramentas de marketing e vendas vocês usam?"),
      text("monthlyAdBudget", "Investimento mensal em anúncios", false, {
        placeholder: "Ex.: R$ 10.000",
      }),
      long("adScheduleRestrictions", "Há restrições de dias ou horários para anúncios?", false),
      long("adRegions", "Em quais regiões os anúncios devem rodar?"),
      long(
        "previousStrategies",
        "Que estratégias vocês já testaram e qual foi o resultado?",
        false,
      ),
    ],
  },
  {
    title: "Recursos e Processos",
    intro: "Como a venda acontece e como vocês medem o sucesso.",
    fields: [
      long("salesCycle", "Como é o seu ciclo de vendas e quanto tempo dura?"),
      long("leadNurturing", "Como vocês nutrem os leads hoje?", false),
      long("decisionFactors", "Quais fatores pesam na decisão de compra do cliente?"),
      long("growthStrategies", "Quais estratégias de crescimento estão nos planos?"),
      {
        name: "marketingMaterials",
        label: "Vocês têm materiais de marketing prontos?",
        kind: "select",
        required: false,
        options: materials,
      },
      long("kpis", "Quais indicadores (KPIs) vocês acompanham?"),
      long("limitations", "Há limitações de orçamento, equipe ou tecnologia?", false),
      long("approvalProcess", "Como funciona a aprovação de campanhas e materiais?"),
    ],
  },
];

export const reiFields = reiSections.flatMap((section) => section.fields);

export const reiCopy = {
  title: "REI - Revenue Excellence Initiative",
  intro:
    "Um questionário em 7 etapas para conhecermos o seu produto, o seu cliente e o seu processo comercial antes da primeira conversa. Suas respostas ficam salvas a cada etapa: se precisar sair, é só voltar depois.",
  thanks: {
    title: "Obrigado pelo seu tempo!",
    text: "Recebemos suas respostas. O próximo passo é o diagnóstico gratuito: escolha um horário e chegamos à conversa já conhecendo a sua operação.",
    book: "Escolher o horário do diagnóstico",
    back: "Voltar para a página inicial",
  },
};
