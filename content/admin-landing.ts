/** The admin's words for landing pages ('Páginas', in the 'Site' group). */

export const landingCopy = {
  plural: "Páginas",
  singular: "Página",
  new: "Nova página",
  intro:
    "Páginas de campanha montadas com blocos: um webinar, um e-book, um anúncio. Cada página fica no endereço que você escolher.",
  empty: "Nenhuma página ainda.",
  notFound: "Página não encontrada",
  notFoundDescription: "Ela pode ter sido excluída. Confira a lista abaixo.",
  /** 'Salvar' says whether the page is on the site, from when, or not. */
  stored: (created: boolean, state: "draft" | "scheduled" | "published", when: string) =>
    `Página ${created ? "criada" : "salva"}${
      state === "published"
        ? ": publicada no site."
        : state === "scheduled"
          ? `: agendada, entra no site em ${when}.`
          : " como rascunho: não aparece no site."
    }`,
  restored: "Versão restaurada no formulário. Confira e clique em 'Salvar' para mantê-la.",
  remove: {
    title: "Excluir página",
    question:
      "Tem certeza de que deseja excluir esta página? Ela sai do ar, e o histórico de versões vai junto. Os leads que ela trouxe continuam na caixa de entrada.",
    cancel: "Cancelar",
    confirm: "Excluir",
    success: "Página excluída.",
    error: "Não foi possível excluir a página. Tente novamente.",
  },
  f: {
    title: "Título",
    address: "Endereço",
    addressHint:
      "A página fica em /{endereço}. Vazio, é feito do título. Use letras minúsculas, números e hífens.",
    noindex: "Ocultar dos buscadores",
    noindexHint:
      "A página não aparece no Google nem no sitemap; quem tem o link a abre normalmente.",
    focused: "Página focada",
    focusedHint:
      "Sem os links do menu e sem a newsletter do rodapé, para quem chega ficar na campanha. O logo, os links legais e o aviso de cookies continuam.",
    seoTitle: "Título para buscadores",
    seoDescription: "Descrição para buscadores",
    socialImage: "Imagem para redes sociais",
    blockTitle: "Título da seção",
    heroTitle: "Título do destaque",
    text: "Texto",
    markdown: "Texto (Markdown)",
    image: "Imagem",
    caption: "Legenda",
    buttonLabel: "Texto do botão",
    buttonTo: "O botão leva para",
    buttonLink: "Endereço do botão",
    toForm: "O formulário desta página",
    toLink: "Um endereço",
    formType: "Tipo de formulário",
    material: "Material",
    cases: "Cases",
    testimonials: "Depoimentos",
    faq: "Perguntas do site",
    ownQuestions: "Perguntas desta página",
    question: "Pergunta",
    answer: "Resposta",
    materials: "Materiais",
    figures: "Números",
    value: "Número",
    label: "Legenda",
  },
  blocks: {
    hero: "Destaque",
    text: "Texto",
    image: "Imagem",
    cta: "Chamada",
    form: "Formulário",
    cases: "Cases",
    testimonials: "Depoimentos",
    faq: "Perguntas frequentes",
    materials: "Materiais",
    numbers: "Números",
  },
  formTypes: {
    contact: "Contato",
    diagnosis: "Diagnóstico",
    newsletter: "Newsletter",
    download: "Download de material",
    campaign: "Formulário próprio",
  },
  /** A campaign's own form in the form block (ADR 0059). */
  campaign: {
    section: "Formulário próprio",
    sectionHint:
      "Vale quando o tipo de formulário é 'Formulário próprio'; com outro tipo, estes campos ficam guardados e não aparecem na página.",
    preset: "Ponto de partida",
    presetHint:
      "Sem campos ainda, ao salvar o formulário começa com os campos deste modelo; depois é só mudar.",
    fields: "Campos",
    fieldsHint:
      "Um campo por linha, na ordem da página. Sem identificador, ele é feito do rótulo (é o nome da resposta no webhook e no RD Station, como cf_identificador). Opções: uma por linha. Um campo oculto leva um valor fixo ou um parâmetro do endereço. Ao salvar, aparecem linhas vazias para novos campos.",
    label: "Rótulo",
    id: "Identificador",
    kind: "Tipo",
    required: "Obrigatório",
    yes: "Sim",
    options: "Opções",
    value: "Valor fixo",
    from: "Valor do endereço",
    kinds: {
      text: "Texto curto",
      textarea: "Texto longo",
      email: "E-mail",
      phone: "Telefone",
      select: "Lista de opções",
      radio: "Botões de opção",
      multi: "Várias escolhas",
      checkbox: "Caixa de marcar (aceite)",
      hidden: "Oculto",
    },
    next: "Depois do envio",
    nextOptions: {
      thanks: "Mostrar o agradecimento",
      booking: "Abrir a agenda de diagnóstico",
      link: "Ir para um endereço",
    },
    nextLink: "Endereço depois do envio",
    thanksTitle: "Título do agradecimento",
    thanksTitleHint: "Vazio, a página diz: Recebemos seus dados. Obrigado!",
    thanksText: "Texto do agradecimento",
    thanksButton: "Texto do botão do agradecimento",
    thanksButtonLink: "Endereço do botão do agradecimento",
    confirmSubject: "Assunto do e-mail de confirmação",
    confirmSubjectHint:
      "Preenchido, quem envia o formulário recebe este e-mail. Vazio, nenhum e-mail é enviado, a não ser num evento: aí a confirmação sai com o assunto 'Inscrição confirmada: {título da página}'.",
    confirmText: "Texto do e-mail de confirmação",
    problem: (label: string, message: string) => `Campo "${label}": ${message}`,
    nextLinkMissing: "Informe o endereço para onde a pessoa vai depois do envio.",
    confirmTextMissing: "Escreva o texto do e-mail de confirmação.",
    event: {
      section: "Evento",
      hint: "Marque Incluir quando o formulário é a inscrição num evento ou webinar: a confirmação leva o convite para a agenda, um lembrete sai um dia e uma hora antes, e depois do horário a página diz que o evento foi encerrado.",
      start: "Data e hora do evento (Brasília)",
      minutes: "Duração (minutos)",
      room: "Sala on-line (endereço)",
      place: "Local (presencial)",
      recording: "Gravação",
      recordingHint: "Depois do evento, a página oferece este link no lugar do formulário.",
      whereMissing: "Informe a sala on-line ou o local do evento.",
    },
  },
  /** Above a draft or scheduled page a signed-in team member opens at its address. */
  previewBanner: {
    draft: "Pré-visualização: esta página é um rascunho e não está pública.",
    scheduled: (when: string) =>
      `Pré-visualização: esta página está agendada para ${when} e ainda não está pública.`,
  },
  errors: {
    addressFormat: "Use só letras minúsculas, números e hífens (por exemplo: webinar-revops).",
    addressReserved: (address: string) =>
      `O endereço /${address} é usado pelo próprio site. Escolha outro.`,
    addressTaken: (address: string) => `Já existe uma página no endereço /${address}.`,
    addressRedirected: (address: string) =>
      `O endereço /${address} tem um redirecionamento. Remova-o em Redirecionamentos ou escolha outro endereço.`,
    tooManyBlocks: (most: number) => `Uma página tem no máximo ${most} blocos.`,
    oneForm: "Uma página tem um só bloco 'Formulário'.",
    noForm: "Este botão leva ao formulário da página, mas a página não tem um bloco 'Formulário'.",
    linkMissing: "Informe o endereço do botão.",
    materialMissing: "Escolha o material que o formulário entrega.",
    faqEmpty: "Escolha perguntas do site ou escreva perguntas desta página.",
    identifierFormat:
      "o identificador usa letras minúsculas sem acento, números e _, começa por uma letra e não pode ser um nome que o formulário já usa (source, consent, page).",
  },
};

/** The screens of /admin/paginas: the list, the editor and its blocks. */
export const landingScreensCopy = {
  list: {
    columns: {
      title: "Título",
      address: "Endereço",
      status: "Status",
      updated: "Atualizado em",
      actions: "Ações",
    },
    edit: "Editar",
    leads: "Leads",
    leadsLabel: (title: string) => `Leads da página ${title}`,
    duplicate: "Duplicar",
    duplicateLabel: (title: string) => `Duplicar a página ${title} como rascunho`,
    duplicated: "Cópia criada como rascunho.",
    duplicateFailed: "Não foi possível duplicar a página. Tente novamente.",
    delete: "Excluir",
    openLabel: (address: string) => `Abrir /${address}`,
    emptyHint: "Crie a primeira com 'Nova página': comece por um Destaque e um Formulário.",
  },
  /** The list's badge and the editor's status: a page is feminine. */
  states: { draft: "Rascunho", scheduled: "Agendada", published: "Publicada" },
  statuses: { draft: "Rascunho", published: "Publicada" },
  status: "Status",
  date: "Data de publicação",
  dateHint:
    "Horário de Brasília; vazio é agora. Com status Publicada e uma data futura, a página fica agendada e entra no ar sozinha nessa hora.",
  editTitle: "Editar página",
  preview: "Pré-visualizar",
  previewLabel: (address: string) => `Pré-visualizar /${address} (abre em nova aba)`,
  previewHint: "Rascunhos e páginas agendadas aparecem só para a equipe, com um aviso no topo.",
  remove: "Excluir página",
  save: "Salvar",
  saving: "Salvando...",
  cancel: "Cancelar",
  seoLegend: "Buscadores e redes sociais",
  seoHint: "Vazios, a página usa o título e o texto do Destaque.",
  blocks: {
    heading: "Blocos",
    intro:
      "A página mostra os blocos nesta ordem. Use Subir e Descer (ou arraste pela alça) para mudar a ordem.",
    empty: "Nenhum bloco ainda. Escolha um tipo abaixo e clique em 'Adicionar bloco'.",
    legend: (position: number, kind: string) => `Bloco ${position}: ${kind}`,
    up: "Subir",
    down: "Descer",
    remove: "Remover",
    upLabel: (position: number, kind: string) => `Subir o bloco ${position}: ${kind}`,
    downLabel: (position: number, kind: string) => `Descer o bloco ${position}: ${kind}`,
    removeLabel: (position: number, kind: string) => `Remover o bloco ${position}: ${kind}`,
    handle: (position: number, kind: string) => `Arraste para mover o bloco ${position}: ${kind}`,
    newKind: "Tipo do novo bloco",
    add: "Adicionar bloco",
    full: (most: number) => `A página já tem ${most} blocos, o máximo.`,
    moved: (kind: string, position: number) =>
      `Bloco '${kind}' agora é o ${position}º. Nada foi salvo ainda: clique em Salvar.`,
    added: (kind: string, position: number) =>
      `Bloco '${kind}' adicionado como ${position}º. Nada foi salvo ainda: clique em Salvar.`,
    removed: (kind: string) =>
      `Bloco '${kind}' removido. Nada foi salvo ainda: clique em Salvar para confirmar.`,
  },
  refused: "A página não foi salva. Confira os campos destacados:",
  failed: "Não foi possível salvar a página. Tente novamente.",
  leaveQuestion: "Há alterações não salvas nesta página. Sair mesmo assim?",
  imageFailed: "Não foi possível guardar a imagem. Tente outra.",
  revisions: {
    heading: "Histórico de versões",
    intro:
      "Cada vez que a página é salva guardamos uma versão (as 20 mais recentes). Restaurar carrega a versão no formulário; ela só vale depois de Salvar.",
    empty: "Nenhuma versão salva ainda.",
    savedBy: (when: string, who: string) => `${when}, por ${who}`,
    restore: "Restaurar",
    restoreLabel: (when: string) => `Restaurar a versão de ${when}`,
  },
};
