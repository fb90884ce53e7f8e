// The server half of the admin's content-type kit: ids in addresses, the one way of saying an
// item is not there, and the values of a refused form as typed.
import { type AppLoadContext, data } from "react-router";
import type { AdminContentType } from "~/lib/admin-content-types";
import { errorToast } from "~/lib/forms/toasts";
import { requireAdmin, requireAdminAction } from "./admin-access.server";
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

/** What an editor route's loader and action are called with (React Router's arguments). */
interface EditorArgs {
  request: Request;
  params: { id?: string };
  context: AppLoadContext;
}

/**
 * The loader and action of a kind's editor, for 'Novo …' (no `:id`) and 'Editar …' (ADR 0055):
 * a signed-in member of the kind's area, an id that names no item back to the list with its
 * message. `blank` gives the new item's data, `load` an item's (undefined when there is none),
 * `save` handles the post of either (`id` undefined when creating).
 */
export function editorRoute<Loaded extends object, Reply>(
  type: AdminContentType,
  handlers: {
    blank: (request: Request) => Loaded | Promise<Loaded>;
    load: (id: number) => Promise<Loaded | undefined>;
    save: (request: Request, id: number | undefined, context: AppLoadContext) => Promise<Reply>;
  },
) {
  return {
    async loader({ request, params }: EditorArgs) {
      await requireAdmin(request);
      if (params.id === undefined) return { id: undefined, ...(await handlers.blank(request)) };
      const id = parseId(params.id);
      const loaded = id ? await handlers.load(id) : undefined;
      if (!id || !loaded) throw await redirectNotFound(type);
      return { id: id as number | undefined, ...loaded };
    },
    async action({ request, params, context }: EditorArgs) {
      if (params.id === undefined) return handlers.save(request, undefined, context);
      const id = parseId(params.id);
      if (!id) {
        await requireAdminAction(request);
        throw await redirectNotFound(type);
      }
      return handlers.save(request, id, context);
    },
  };
}

/**
 * A refused editor form's answer, as rvf reads it: each field's message, the values as typed
 * (`values`, shown again) and the message above the form.
 */
export const refusalOf =
  <Reply extends { formId: string; repopulateFields: unknown }>(
    formId: string,
    values: Reply["repopulateFields"],
  ) =>
  (status: number, fieldErrors: Record<string, string>, message: string) =>
    data<Reply>({ formId, fieldErrors, repopulateFields: values, message } as unknown as Reply, {
      status,
    });
