// The server half of the admin's content-type kit: ids in addresses, the one way of saying an
// item is not there, and the values of a refused form as typed.
import type { AdminContentType } from "~/lib/admin-content-types";
import { errorToast } from "~/lib/forms/toasts";
import { redirectWithToast } from "./flash.server";

/** Ids in admin addresses are numeric; anything else is simply no item. */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * An item that is not there (never was, or deleted meanwhile): back to its list, which says so
 * in a message. A flash cookie carries it, so no JavaScript is needed.
 */
export const redirectNotFound = (type: AdminContentType) =>
  redirectWithToast(type.list, errorToast(type.notFound));

/**
 * A form's text fields as typed, to show them back when refused: cut just past each limit,
 * which the schema then refuses; absent fields are empty.
 */
export function typedValues<Values extends { [Key in keyof Values]: string }>(
  form: FormData,
  empty: Values,
  limits: Record<keyof Values, number>,
): Values {
  const values: Record<string, string> = { ...empty };
  for (const key of Object.keys(empty) as (keyof Values & string)[]) {
    const raw = form.get(key);
    values[key] = typeof raw === "string" ? raw.slice(0, limits[key] + 1) : "";
  }
  return values as Values;
}
