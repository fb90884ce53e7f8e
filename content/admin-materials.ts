/** Copy of the admin's materials library (issue 17): our own words, the spec has none. */
export const adminMaterialsCopy = {
  file: {
    empty: "O arquivo está vazio.",
    tooLarge: (megabytes: number) => `O arquivo deve ter no máximo ${megabytes} MB.`,
    badType: "Envie um arquivo PDF, XLSX, PPTX, DOCX ou ZIP.",
    failed: "Não foi possível guardar o arquivo. Tente de novo em instantes.",
  },
} as const;
