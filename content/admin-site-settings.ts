/** Copy of /admin/site, 'Configurações do site': the addresses and contacts the site shows. */

export const adminSiteSettingsCopy = {
  menu: "Configurações",
  title: "Configurações do site",
  intro:
    "Endereços e contatos que o site mostra. Uma mudança vale a partir da próxima página aberta, sem reiniciar o servidor. Uma variável de ambiente definida no servidor vale mais que o valor salvo aqui.",
  groups: {
    booking: "Agenda externa e cadastro de parceiro",
    links: "Comunidade",
    contact: "Contato",
    social: "Redes sociais",
  },
  labels: {
    calendarUrl: "Agenda externa",
    embedScriptUrl: "Script da agenda",
    communityUrl: "Comunidade",
    partnerSurveyUrl: "Cadastro de parceiro",
    contactEmail: "E-mail de contato",
    whatsapp: "WhatsApp",
    linkedin: "LinkedIn",
    instagram: "Instagram",
    youtube: "YouTube",
  },
  hints: {
    calendarUrl:
      "Em branco: as páginas de agendamento mostram os horários livres da equipe (Agenda). Preenchida: a agenda deste serviço aparece no lugar deles, em todas elas e na página inicial.",
    embedScriptUrl: "O script que a ferramenta de agenda pede para carregar junto com ela.",
    communityUrl: "Para onde levam os botões de /comunidade. Em branco: o padrão do site.",
    partnerSurveyUrl: "O formulário de /cadastro-parceiro. Em branco: o padrão do site.",
    contactEmail: "No rodapé, nas agendas e nos textos legais. Em branco: o padrão do site.",
    whatsapp: "Com DDI e DDD, como +55 11 91234-5678. Aparece no rodapé e junto das agendas.",
    social: "Em branco: o ícone não aparece.",
  },
  source: {
    env: (variable: string) => `Definido pela variável ${variable}`,
    stored: "Definido aqui",
    default: "Padrão do site",
    unset: "Não definido",
    refused: "Recusado: não é de um serviço aceito",
  },
  /** The booking group's note (ADR 0047): who may change it, and from which services. */
  embeds: {
    locked:
      "Só um Administrador pode alterar estes campos: eles colocam nas páginas do site agendas, formulários e scripts de outros serviços, que recebem os dados dos visitantes.",
    accepted: (frames: string, scripts: string) =>
      `Aceitos só endereços de serviços conhecidos. Agenda externa e cadastro de parceiro: ${frames}. Script da agenda: ${scripts}. Outro serviço só pelas variáveis de ambiente do servidor.`,
    readOnly: "Só leitura: quem altera é um Administrador.",
    refusedNote:
      "O valor salvo aqui não está em uso: não é de um serviço aceito. Troque-o ou apague-o.",
  },
  inEffect: "Em uso:",
  nothingInEffect: "nada (não aparece no site)",
  storedIgnored: "O valor salvo aqui não está em uso enquanto a variável estiver definida.",
  save: "Salvar configurações",
  saved: "Configurações salvas",
  savedDescription: "As páginas do site já mostram os novos valores.",
  saveError: "Não foi possível salvar as configurações. Tente de novo.",
  refused: "Algumas configurações não foram salvas. Confira os campos marcados.",
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  notHttps: "Use um endereço completo que comece com https://.",
  notListed: (kind: "frame" | "script", services: string) =>
    kind === "script"
      ? `Esse script não é de um serviço aceito. Use o script de ${services}.`
      : `Esse endereço não é de um serviço aceito. Use um endereço de ${services}.`,
  badEmail: "Digite um e-mail válido, como contato@empresa.com.br.",
  badPhone: "Use só o número com DDI e DDD, como +55 11 91234-5678.",
  missingEmail: "Informe o e-mail de contato.",
  history: {
    heading: "Histórico",
    intro:
      "Cada vez que as configurações são salvas, uma versão fica guardada. 'Restaurar' volta aos valores daquela versão (e guarda uma nova).",
    empty: "Nenhuma versão salva ainda: o site usa os valores padrão.",
    current: "Em uso",
    savedBy: (when: string, who: string) => `${when}, por ${who}`,
    restore: "Restaurar",
    restoreLabel: (when: string) => `Restaurar a versão de ${when}`,
    restored: "Configurações restauradas",
    restoredDescription: (when: string) => `Os valores de ${when} voltaram a valer.`,
    keptLocked:
      "As agendas, o script e o cadastro de parceiro ficaram como estavam: só um Administrador pode alterá-los.",
    notRestored: "Versão não restaurada",
    notRestoredDescription: (labels: string) =>
      `Nessa versão, ${labels} não é de um serviço aceito. Corrija no formulário e salve.`,
    notFound: "Versão não encontrada",
    notFoundDescription: "Essa versão do histórico não existe mais.",
  },
  loadError: "Não foi possível carregar as configurações do site.",
} as const;
