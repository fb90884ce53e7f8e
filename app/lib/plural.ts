/** "1 envio", "3 envios": a count with the word that agrees with it. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
