/**
 * The lead forms' option lists (values exactly as the spec, section 3), one file per form, and
 * the privacy request's copy. Their consents and messages are in form-refusals.ts and
 * form-messages.ts.
 */
export * from "./contact-form";
export * from "./download-form";
export * from "./home-form";
export type { Option } from "./option";
export * from "./privacy-request";
