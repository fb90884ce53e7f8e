/** Names of the spam-guard fields, shared by the forms and the server's check. */
export const HONEYPOT_FIELD = "contato_extra";
export const TOKEN_FIELD = "_t";
