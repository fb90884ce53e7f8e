// The admin's screens as route table entries, from their descriptions (ADR 0055). Only
// app/routes.ts imports this file.
import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type AdminKind, describedKinds } from "./kinds";

/** One route of a kind: its id names the address, so a module serving several keeps them apart. */
const screen = (kind: AdminKind, path: string, module: string, name: string) =>
  route(path ? `${kind.segment}/${path}` : kind.segment, module, {
    id: `routes/admin/${kind.segment}${name ? `-${name}` : ""}`,
  });

function kindRoutes(kind: AdminKind): RouteConfigEntry[] {
  const entries = [screen(kind, "", kind.list, "")];
  if (kind.editor) {
    const { module, newPath, editPath } = kind.editor;
    const [creating, editing] =
      typeof module === "string" ? [module, module] : [module.new, module.edit];
    entries.push(
      screen(kind, newPath, creating, "novo"),
      screen(kind, editPath, editing, "editar"),
    );
  }
  for (const [path, module] of kind.extra ?? [])
    entries.push(screen(kind, path, module, path.replace(/\W/g, "")));
  // Every deletion's confirmation page and the action it posts to: one module for all.
  if (kind.deletePath)
    entries.push(screen(kind, kind.deletePath, "routes/admin/delete.tsx", "excluir"));
  return entries;
}

/** Every described screen of the admin, in the menu's order, inside the admin's layout. */
export const adminKindRoutes = (): RouteConfigEntry[] => describedKinds.flatMap(kindRoutes);
