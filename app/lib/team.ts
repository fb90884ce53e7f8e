// The team's roles and alert choices, as the browser and the server both name them (ADR 0040).
import type { FormType } from "./leads";

export const roles = ["admin", "editor", "sales"] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: "Administrador",
  editor: "Editor",
  sales: "Comercial",
};

/** A role as stored; anything unknown counts as the narrowest one, never as an administrator. */
export const asRole = (value: string): Role =>
  (roles as readonly string[]).includes(value) ? (value as Role) : "editor";

export const roleLabel = (value: string) => roleLabels[asRole(value)];

/** The forms whose new leads a member may ask to be told about (no legacy types). */
export const alertFormTypes = [
  "newsletter",
  "contact",
  "diagnosis",
  "download",
  "rei",
  "privacy",
] as const satisfies readonly FormType[];

/** How long the links sent to members work. */
export const INVITE_DAYS = 7;
export const RESET_MINUTES = 60;
/** How long the link that confirms a new e-mail works (ADR 0048). */
export const EMAIL_CONFIRM_HOURS = 24;
