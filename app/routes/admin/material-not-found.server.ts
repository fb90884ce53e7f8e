import { redirectWithToast } from "~/routes/handlers/flash.server";
import { adminMaterialsCopy } from "~content/admin-materials";

// Page handlers for a material that is not there: the form and the delete page send the admin
// back to the list, which says so in a message (a flash cookie: no JavaScript needed).

export const MATERIALS_LIST = "/admin/materiais";

/** Ids are numeric; anything else is simply no material. */
export function parseMaterialId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

export const redirectMaterialNotFound = () =>
  redirectWithToast(MATERIALS_LIST, {
    title: adminMaterialsCopy.list.notFound,
    description: adminMaterialsCopy.list.notFoundDescription,
    variant: "error",
  });
