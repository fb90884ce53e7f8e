import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../env.server";
import type { CoverStore } from "./store.server";

/** Local covers live here and are served by the /uploads/:name route. */
export const uploadsDir = () => path.join(env().DATA_DIR, "uploads");

export function localStore(dir: string): CoverStore {
  return {
    async put(name, bytes, _type, { replace = false } = {}) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, name);
      try {
        // `wx`: a name clash fails instead of replacing a cover a post may already show.
        await writeFile(file, bytes, { flag: replace ? "w" : "wx" });
      } catch (error) {
        // A half-written file would be served as a broken image.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await rm(file, { force: true });
        throw error;
      }
      return `/uploads/${name}`;
    },
  };
}
