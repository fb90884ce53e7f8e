import type { Plugin } from "vite";

/**
 * One chunk, `public`, for the code every public page runs (ADR 0027, ADR 0052): what the
 * client entry and the root route import, statically. Left alone, the bundler would split that
 * code by the sets of pages sharing each module: many small files on every page. Code only some
 * pages share (a form, a section) is not named: the bundler puts it in the chunks of the pages
 * that use it, so no page downloads another page's code. This plugin reads the module graph once
 * it is complete (`buildEnd` of the client build). The root's admin parts are on demand (their own
 * chunks), so the chunk carries no admin code.
 */
export function publicChunk() {
  const shared = new Set<string>();

  const plugin: Plugin = {
    name: "public-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shared.clear();
      const everywhere: string[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        // The entry and the root route load on every page; other routes on their own.
        if (info?.isEntry && /[\\/]entry\.client\.\w+$|[\\/]app[\\/]root\.tsx\?/.test(id))
          everywhere.push(id);
      }
      const closure = (entry: string) => {
        const seen = new Set<string>([entry]);
        for (const id of seen)
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) seen.add(next);
        seen.delete(entry);
        return seen;
      };
      for (const entry of everywhere) for (const id of closure(entry)) shared.add(id);
    },
  };

  /** The client build's group: its `test` is asked once the graph above is read. */
  const group = { name: "public", test: (id: string) => shared.has(id) };
  return { plugin, group };
}
