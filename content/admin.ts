/**
 * Copy of the admin area: the spec's strings (sections 2, 5 and 8) and our own for what the
 * spec does not cover (throttling, foreign requests, slugs taken, the leads inbox).
 */

/** The editor's last category choice: a free-text field for one outside the blog's list. */
export const OTHER_CATEGORY = "Outra";

export const adminCopy = {
  login: {
    username: "Usuário",
    usernameHint: "ou e-mail",
    password: "Senha",
    submit: "Entrar",
    submitting: "Entrando...",
    success: {
      title: "Login bem-sucedido",
      description: "Você está conectado ao painel administrativo.",
    },
    wrong: { title: "Erro de login", description: "Nome de usuário ou senha incorretos." },
    missing: { title: "Campos obrigatórios", description: "Preencha o usuário e a senha." },
    throttled: (minutes: number) => ({
      title: "Muitas tentativas",
      description: `Por segurança, o acesso foi bloqueado temporariamente. Tente de novo em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
    }),
    showPassword: "Mostrar senha",
    hidePassword: "Ocultar senha",
  },
  posts: {
    heading: "Posts do Blog",
    empty: "Nenhum post encontrado",
    loadError: "Erro ao carregar os posts",
    newPost: "Novo Post",
    importPosts: "Importar Posts",
    view: "Ver",
    edit: "Editar",
    delete: "Excluir",
  },
  remove: {
    title: "Excluir Post",
    question: "Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita.",
    cancel: "Cancelar",
    confirm: "Excluir",
    success: "Post excluído com sucesso!",
    error: "Erro ao excluir o post",
  },
  editor: {
    newTitle: "Novo Post",
    editTitle: "Editar Post",
    tabEditor: "Editor",
    tabPreview: "Visualização",
    save: "Salvar",
    saving: "Salvando...",
    missing: "Por favor, preencha todos os campos obrigatórios.",
    saveError: "Erro ao salvar o post. Por favor, tente novamente.",
    created: "Post criado com sucesso!",
    updated: "Post atualizado com sucesso!",
    slugTaken: "Este slug já é usado por outro post. Escolha outro.",
    slugInvalid: "Use só letras minúsculas sem acento, números e hífens no slug.",
    emptyPreview: "Preencha os campos do post para visualizar o conteúdo",
    notFound: "Post não encontrado",
    notFoundDescription: "Ele pode ter sido excluído. Confira a lista abaixo.",
    coverChoose: "Escolher imagem",
    coverChange: "Trocar imagem",
    coverUploading: "Enviando imagem...",
    coverHint: "Recomendado: 1200x600px, JPG ou PNG.",
    coverRemove: "Remover imagem",
    coverError: "Erro ao enviar imagem de capa.",
    coverUploaded: "Imagem enviada com sucesso!",
    coverTooLarge: (megabytes: number) => `A imagem deve ter no máximo ${megabytes} MB.`,
    coverEmpty: "O arquivo de imagem está vazio.",
    coverBadType: "Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.",
    coverNotProcessed:
      "Não conseguimos processar esta imagem agora. Tente de novo em instantes ou envie uma versão menor.",
    slugHint: "Gerado a partir do título.",
    tooLongSummary: "Alguns campos passaram do tamanho permitido. Confira os campos marcados.",
    tooLong: (max: number) => `Use no máximo ${max.toLocaleString("pt-BR")} caracteres.`,
    otherCategory: "Nome da categoria",
    otherCategoryHint: "Ao salvar o post, ela entra na lista de categorias do blog.",
  },
  // The editor's author and search/social fields.
  seo: {
    author: "Autor",
    defaultAuthor: "Autor padrão",
    keepAuthor: (name: string) => `Manter “${name}”`,
    legend: "Buscadores e redes sociais",
    title: "Título para buscadores",
    titleFallback: "o título",
    description: "Descrição para buscadores",
    descriptionFallback: "o resumo",
    limit: (max: number, fallback: string) => `Até ${max} caracteres. Em branco, usa ${fallback}.`,
    counted: (length: number, max: number, fallback: string) =>
      `${length.toLocaleString("pt-BR")} de ${max} caracteres${length > max ? ": passou do limite" : ""}. Em branco, usa ${fallback}.`,
    image: "Imagem para redes sociais",
    imageHint: "Recomendado: 1200x630px, JPG ou PNG. Em branco, usa a imagem de capa.",
  },
  import: {
    title: "Importar Posts Existentes",
    warning:
      "Posts com o mesmo id ou slug de um post existente serão ignorados. Esta ação não pode ser desfeita.",
    sample: "Posts de exemplo (16)",
    wordpress: "WordPress (API REST)",
    wordpressUrl: "Endereço da API de posts do WordPress",
    wordpressHint: "Por exemplo: https://seusite.com.br/wp-json/wp/v2/posts",
    wordpressPlaceholder: "https://seusite.com.br/wp-json/wp/v2/posts",
    wordpressInvalid: "Informe um endereço http(s) válido da API de posts do WordPress.",
    run: "Importar",
    running: "Importando...",
    error: "Erro durante a migração dos posts",
    wordpressFailed:
      "Erro durante a migração dos posts: não conseguimos ler esse endereço. Confira se ele é a API pública de posts do WordPress e tente de novo.",
    done: (imported: number, skipped: number) =>
      `Importação concluída! ${imported} posts importados, ${skipped} posts ignorados.`,
    doneWithErrors: (imported: number, skipped: number, errors: number) =>
      `Importação concluída com erros. ${imported} posts importados, ${skipped} posts ignorados, ${errors} erros.`,
  },
  settings: {
    heading: "Minha conta",
    card: "Alterar Senha",
    description: "Atualize a senha de acesso ao painel administrativo",
    current: "Senha Atual",
    next: "Nova Senha",
    confirm: "Confirmar Senha",
    wrongCurrent: "Senha atual incorreta",
    throttled: (minutes: number) =>
      `Muitas tentativas com a senha atual. Por segurança, tente de novo em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`,
    tooShort: "A nova senha deve ter pelo menos 8 caracteres",
    mismatch: "A confirmação de senha não coincide",
    common: "Essa senha é muito comum e fácil de adivinhar. Escolha outra.",
    same: "A nova senha deve ser diferente da atual.",
    mustChange: {
      title: "Escolha sua senha",
      description:
        "A senha gerada na instalação serve só para o primeiro acesso. Defina uma senha sua para continuar usando o painel.",
    },
    success: "Senha alterada com sucesso!",
    save: "Alterar senha",
    saving: "Salvando...",
  },
  refused: {
    title: "Requisição recusada",
    description: "Esta ação só pode ser enviada a partir das páginas do próprio site.",
  },
} as const;
