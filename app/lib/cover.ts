// Shared by the editor's form (browser) and the upload code (server): no server imports here.

/** Largest cover accepted, in bytes. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024;

/** `accept` of the cover's file input: the types the server recognises by content. */
export const COVER_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export const COVER_UPLOADED = "Imagem enviada com sucesso!";
export const COVER_EMPTY = "O arquivo de imagem está vazio.";
export const COVER_TOO_LARGE = "A imagem deve ter no máximo 5 MB.";
export const COVER_BAD_TYPE = "Envie uma imagem JPEG, PNG, WebP, AVIF ou GIF.";
export const COVER_FAILED = "Erro ao enviar imagem de capa.";
