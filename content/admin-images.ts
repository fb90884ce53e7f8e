/** Copy of the editor's images in the text and of images copied from other sites (ADR 0016). */
export const adminImagesCopy = {
  insertTitle: "Inserir imagem",
  insertHint: "A imagem entra no texto como Markdown, onde estiver o cursor (ou no fim).",
  file: "Arquivo da imagem",
  alt: "Texto alternativo (obrigatório)",
  altHint: "Descreva a imagem para quem não pode vê-la.",
  insert: "Inserir imagem",
  uploading: "Enviando imagem...",
  inserted: "Imagem inserida no texto.",
  fileMissing: "Escolha um arquivo de imagem.",
  altMissing: "Informe o texto alternativo da imagem.",
  pastedTitle: "Imagem colada no texto",
  pastedAlt: "Texto alternativo da imagem colada",
  confirm: "Inserir",
  cancel: "Cancelar",
  /** Images from other sites that could not be copied into ours, by name. */
  notCopied: (names: string[]) =>
    names.length === 1
      ? `Não foi possível copiar a imagem ${names[0]} para o site. Na página ela aparece como link; envie o arquivo por 'Inserir imagem'.`
      : `Não foi possível copiar ${names.length} imagens para o site: ${names.join(", ")}. Na página elas aparecem como links; envie os arquivos por 'Inserir imagem'.`,
} as const;
