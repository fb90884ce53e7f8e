/**
 * The blog's categories as a new database starts with them (ADR 0043): seeded once, in this
 * order, into blog_categories; from then on /admin/categorias manages them. The spec's fixed
 * chips come first, in its order, then the other categories the editor offered.
 */
export const BLOG_CATEGORIES = [
  "PLG",
  "ABM",
  "Automação",
  "CRO",
  "Dados",
  "Vendas",
  "MarTech",
  "RevOps",
  "Estratégia",
  "Geração de Demanda",
  "Polemic Led Growth",
] as const;

/**
 * Older names of a seeded category, seeded as its aliases: a post saved or imported with one
 * is filed under it, whatever the category is called later.
 */
export const CATEGORY_ALIASES: Record<string, (typeof BLOG_CATEGORIES)[number]> = {
  "Account Based Marketing": "ABM",
};

/** Copy of /admin/categorias: our own words, the spec has none. */
export const adminCategoriesCopy = {
  list: {
    heading: "Categorias",
    intro:
      "As categorias do blog, na ordem em que aparecem em /blog e no editor de posts. Uma categoria só aparece em /blog quando tem posts publicados.",
    newCategory: "Nova categoria",
    empty: "Nenhuma categoria cadastrada.",
    emptyHint:
      "Sem categorias, o editor de posts só oferece 'Outra' e o blog mostra as categorias que os posts têm.",
    loadError: "Erro ao carregar as categorias",
    columns: {
      position: "Ordem",
      name: "Nome",
      publicPosts: "Posts no blog",
      allPosts: "Todos os posts",
      actions: "Ações",
    },
    posts: (count: number) => `${count.toLocaleString("pt-BR")} ${count === 1 ? "post" : "posts"}`,
    up: "Subir",
    down: "Descer",
    upLabel: (name: string) => `Subir ${name}`,
    downLabel: (name: string) => `Descer ${name}`,
    moved: "Ordem atualizada.",
    edit: "Renomear",
    delete: "Excluir",
    notFound: "Categoria não encontrada",
    notFoundDescription: "Ela pode ter sido excluída. Confira a lista abaixo.",
  },
  remove: {
    title: "Excluir categoria",
    question: "Tem certeza que deseja excluir esta categoria? Nenhum post a usa.",
    questionWithPosts: (count: number) =>
      `${count === 1 ? "Um post usa" : `${count.toLocaleString("pt-BR")} posts usam`} esta categoria. Escolha para qual categoria ${count === 1 ? "ele vai" : "eles vão"} antes de excluí-la.`,
    moveTo: "Mover os posts para",
    moveToPlaceholder: "Escolha uma categoria",
    cancel: "Cancelar",
    confirm: "Excluir",
    success: "Categoria excluída com sucesso!",
    error: "Erro ao excluir a categoria",
    targetMissing: "Esta categoria tem posts: escolha para qual categoria eles vão.",
    onlyCategory:
      "Esta é a única categoria e tem posts: crie outra para recebê-los antes de excluí-la.",
  },
  editor: {
    newTitle: "Nova categoria",
    editTitle: "Renomear categoria",
    save: "Salvar",
    saving: "Salvando...",
    cancel: "Cancelar",
    name: "Nome",
    nameHint: (max: number) => `Aparece em /blog e no editor de posts. Até ${max} caracteres.`,
    renameHint: (count: number) =>
      count === 0
        ? "Nenhum post usa esta categoria."
        : `${count === 1 ? "O post desta categoria passa" : `Os ${count.toLocaleString("pt-BR")} posts desta categoria passam`} a usar o novo nome.`,
    missing: "Preencha o nome da categoria.",
    tooLong: (max: number) => `Use no máximo ${max.toLocaleString("pt-BR")} caracteres.`,
    tooLongSummary: "O nome passou do tamanho permitido.",
    nameTaken: "Já existe uma categoria com este nome.",
    aliasTaken: (category: string) =>
      `Este nome é um nome antigo da categoria ${category}: os posts com ele já vão para ela.`,
    reserved: (name: string) =>
      `“${name}” é uma opção fixa do blog e do editor. Escolha outro nome.`,
    saveError: "Erro ao salvar a categoria. Por favor, tente novamente.",
    created: "Categoria criada com sucesso!",
    updated: "Categoria renomeada com sucesso!",
  },
} as const;
