import type { Plugin } from "vite";

/** A route module that belongs to the admin: its code must never reach a public page. */
const ADMIN_ROUTE = /[\\/]app[\\/]routes[\\/]admin[\\/]/;

/**
 * One chunk, `public`, for the code that public pages share (ADR 0027). Left alone, the bundler
 * makes a chunk of every set of modules shared by a different set of pages: twenty small files
 * a page, each one more request and one more task on a phone's main thread. This plugin reads
 * the module graph once it is complete (`buildEnd` of the client build) and names the modules
 * that the entry, the root route or at least two public routes import, statically; the group
 * it gives puts them all in one chunk. A module only the admin imports is never named, so the
 * chunk carries no admin code, whatever the admin shares between its own pages.
 */
export function publicChunk() {
  const shared = new Set<string>();

  const plugin: Plugin = {
    name: "public-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shared.clear();
      const everywhere: string[] = [];
      const routes: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry || ADMIN_ROUTE.test(id)) continue;
        // The entry and the root route load on every page; other public routes on their own.
        if (/[\\/]entry\.client\.\w+$|[\\/]app[\\/]root\.tsx\?/.test(id)) everywhere.push(id);
        else routes.push(id);
      }
      const closure = (entry: string) => {
        const seen = new Set<string>([entry]);
        for (const id of seen)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) seen.add(next);
        seen.delete(entry);
        return seen;
      };
      for (const entry of everywhere) for (const id of closure(entry)) shared.add(id);
      const pages = new Map<string, number>();
      for (const entry of routes)
        for (const id of closure(entry)) pages.set(id, (pages.get(id) ?? 0) + 1);
      for (const [id, count] of pages) if (count >= 2) shared.add(id);
    },
  };

  /** The client build's group: its `test` is asked once the graph above is read. */
  const group = { name: "public", test: (id: string) => shared.has(id) };
  return { plugin, group };
}
