import { brand } from "./brand";

/**
 * The blog's three sample authors, seeded once into an empty `authors` table: the
 * CEO (every new post's default), the writer the spec names, and the team's shared signature.
 */
export const sampleAuthors = [
  {
    ...brand.ceo,
    avatar: "/images/avatars/marcelo-arantes.svg",
    bio: `Fundou a ${brand.name} em 2019 depois de anos liderando marketing e vendas em empresas B2B. Escreve sobre previsibilidade de receita, funil e a rotina de times comerciais que crescem com método.`,
  },
  {
    ...brand.writer,
    avatar: "/images/avatars/julia-prates.svg",
    bio: "Transforma projetos de clientes e dados de mercado em guias práticos de marketing B2B. Cuida do conteúdo do blog e dos materiais gratuitos.",
  },
  {
    name: "Rafael Menezes",
    role: `Equipe ${brand.name}`,
    avatar: "/images/avatars/equipe.svg",
    bio: `Integra o time de consultoria da ${brand.name}, que implanta RevOps, automação de marketing e indicadores de receita em empresas B2B.`,
  },
] as const;

/** Copy of /admin/autores: our own words, the spec has none. */
export const adminAuthorsCopy = {
  list: {
    heading: "Autores",
    newAuthor: "Novo autor",
    empty: "Nenhum autor cadastrado.",
    emptyHint: "Os autores cadastrados aqui assinam os posts do blog.",
    loadError: "Erro ao carregar os autores",
    columns: { name: "Nome", role: "Cargo", posts: "Posts", admin: "Usuário", actions: "Ações" },
    posts: (count: number) => `${count.toLocaleString("pt-BR")} ${count === 1 ? "post" : "posts"}`,
    edit: "Editar",
    delete: "Excluir",
    notFound: "Autor não encontrado",
    notFoundDescription: "Ele pode ter sido excluído. Confira a lista abaixo.",
  },
  remove: {
    title: "Excluir autor",
    question: "Tem certeza que deseja excluir este autor?",
    postsKept: (count: number) =>
      count === 0
        ? "Nenhum post é assinado por ele."
        : `${count === 1 ? "O post assinado por ele continua" : `Os ${count.toLocaleString("pt-BR")} posts assinados por ele continuam`} com o nome, o cargo e a foto dele, mas sem a biografia.`,
    cancel: "Cancelar",
    confirm: "Excluir",
    success: "Autor excluído com sucesso!",
    error: "Erro ao excluir o autor",
  },
  editor: {
    newTitle: "Novo autor",
    editTitle: "Editar autor",
    save: "Salvar",
    saving: "Salvando...",
    cancel: "Cancelar",
    name: "Nome",
    role: "Cargo",
    bio: "Biografia curta",
    bioHint: (max: number) => `Aparece no fim dos posts dele. Até ${max} caracteres.`,
    avatar: "Foto",
    avatarHint: "Quadrada, JPG ou PNG; aparece num círculo.",
    admin: "Usuário do painel",
    adminHint: "Os posts novos desse usuário vêm com este autor.",
    noAdmin: "Nenhum",
    missing: "Por favor, preencha todos os campos obrigatórios.",
    tooLong: (max: number) => `Use no máximo ${max.toLocaleString("pt-BR")} caracteres.`,
    nameTaken: "Já existe um autor com este nome.",
    adminTaken: "Este usuário já está ligado a outro autor.",
    saveError: "Erro ao salvar o autor. Por favor, tente novamente.",
    created: "Autor criado com sucesso!",
    updated: "Autor atualizado com sucesso!",
  },
} as const;
