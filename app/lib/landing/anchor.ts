/**
 * Where a button leads: the page's own form (`#formulario`) or an address. On its own, without
 * the blocks' description and the admin's words, for the page's code in the browser.
 */
export const FORM_ANCHOR = "formulario";
