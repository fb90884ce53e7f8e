// Copy of /admin/redirecionamentos: redirects, the content's own address changes and the
// addresses that answered 'não encontrado'. Our own words; the spec has none.

export const adminRedirectsCopy = {
  list: {
    heading: "Redirecionamentos",
    intro:
      "Quando alguém abre um endereço que o site não tem mais, o redirecionamento leva a pessoa (e os buscadores) para a página certa.",
    newItem: "Novo redirecionamento",
    empty: "Nenhum redirecionamento cadastrado.",
    emptyHint:
      "Crie um para um endereço antigo que ainda recebe visitas, por exemplo a partir da lista de endereços não encontrados abaixo.",
    loadError: "Erro ao carregar os redirecionamentos",
    columns: {
      from: "De",
      to: "Para",
      status: "Tipo",
      updated: "Atualizado",
      actions: "Ações",
    },
    status: { 301: "301 permanente", 302: "302 temporário" } as Record<number, string>,
    by: (name: string) => `por ${name}`,
    edit: "Editar",
    delete: "Excluir",
    notFound: "Redirecionamento não encontrado",
    notFoundDescription: "Ele pode ter sido excluído. Confira a lista abaixo.",
    sections: "Nesta página",
  },
  slugChanges: {
    heading: "Endereços alterados do conteúdo",
    intro:
      "Quando o endereço de um post ou material muda, o antigo passa a levar ao novo sozinho. Esta lista é só para consulta.",
    empty: "Nenhum conteúdo mudou de endereço até agora.",
    caption: "Endereços antigos do conteúdo e para onde levam",
    columns: { from: "Endereço antigo", to: "Leva para", source: "Origem", since: "Desde" },
  },
  notFound: {
    heading: "Endereços não encontrados",
    intro:
      "Endereços que responderam 'página não encontrada' nos últimos 30 dias, dos mais visitados para os menos. Não guardamos nada sobre quem visitou.",
    empty: "Nenhum endereço não encontrado nos últimos 30 dias.",
    caption: "Endereços não encontrados nos últimos 30 dias",
    columns: {
      path: "Endereço",
      hits: "Visitas",
      lastSeen: "Última visita",
      referrer: "Veio de",
      actions: "Ações",
    },
    hits: (count: number) =>
      `${count.toLocaleString("pt-BR")} ${count === 1 ? "visita" : "visitas"}`,
    noReferrer: "Acesso direto",
    create: "Criar redirecionamento",
    createFor: (path: string) => `Criar redirecionamento de ${path}`,
    redirected: "Já redirecionado",
  },
  remove: {
    title: "Excluir redirecionamento",
    question:
      "Tem certeza que deseja excluir este redirecionamento? O endereço antigo volta a dar 'página não encontrada'.",
    cancel: "Cancelar",
    confirm: "Excluir",
    success: "Redirecionamento excluído com sucesso!",
    error: "Erro ao excluir o redirecionamento",
  },
  editor: {
    newTitle: "Novo redirecionamento",
    editTitle: "Editar redirecionamento",
    save: "Salvar",
    saving: "Salvando...",
    cancel: "Cancelar",
    from: "De",
    fromHint:
      "O endereço antigo do site, começando com /, sem o domínio e sem '?'. Exemplo: /blog/post-antigo",
    to: "Para",
    toHint:
      "Uma página do site começando com / (exemplo: /materiais) ou um endereço completo com https://",
    status: "Tipo",
    permanent: "301: mudou para sempre",
    permanentHint: "O caso comum. Os buscadores passam a mostrar o novo endereço.",
    temporary: "302: por enquanto",
    temporaryHint: "Para um desvio passageiro: os buscadores mantêm o endereço antigo.",
    missing: "Por favor, preencha todos os campos obrigatórios.",
    tooLong: (max: number) => `Use no máximo ${max.toLocaleString("pt-BR")} caracteres.`,
    tooLongSummary: "Alguns campos passaram do tamanho permitido. Confira os campos marcados.",
    badFrom:
      "Informe só o caminho de um endereço do site: começando com /, sem domínio, sem espaços e sem '?' ou '#'.",
    badTo:
      "Informe um caminho do site começando com / ou um endereço completo começando com https://",
    refused: "Não foi possível salvar. Confira os campos marcados.",
    livePage:
      "Esse endereço já abre uma página do site (ou já leva a uma). Um redirecionamento nele nunca seria usado.",
    admin: "Endereços do painel não podem ser redirecionados.",
    serverAddress:
      "Esse endereço é respondido pelo próprio servidor do site (arquivos, verificações de funcionamento, contagem de visitas). Um redirecionamento nele nunca seria usado.",
    loop: "Esse redirecionamento levaria de volta ao endereço de origem, e o navegador ficaria em um ciclo sem fim.",
    taken: "Já existe um redirecionamento para esse endereço de origem. Edite o que já existe.",
    saveError: "Erro ao salvar o redirecionamento. Tente novamente.",
    created: "Redirecionamento criado com sucesso!",
    updated: "Redirecionamento atualizado com sucesso!",
  },
};

/**
 * The redirect an embedded database starts with: the feed address WordPress sites have, which
 * readers' feed apps may still ask for, to the blog's RSS.
 */
export const sampleRedirects = [{ fromPath: "/feed", target: "/blog/rss.xml", status: 301 }];
