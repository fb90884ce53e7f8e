/** Ids from cookies and addresses are checked before they reach a query. */
export const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);
