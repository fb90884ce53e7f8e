import { afterAll, beforeAll } from "vitest";
import { removeDir, tempDir } from "./server";

/**
 * For the tests of one `describe`: the configuration read on first use points at a fresh
 * DATA_DIR (so images go to its `uploads`) and at no Supabase; the environment is put back and
 * the directory removed after them. Returns the directory, known once the tests run.
 */
export function withLocalDataDir(prefix: string) {
  const saved = { ...process.env };
  let dataDir = "";
  beforeAll(async () => {
    dataDir = await tempDir(prefix);
    // Vitest puts Vite's BASE_URL "/" in process.env, which the configuration would refuse.
    Object.assign(process.env, { DATA_DIR: dataDir, BASE_URL: "http://127.0.0.1" });
    delete process.env.SUPABASE_URL;
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
  });
  afterAll(async () => {
    process.env = saved;
    await removeDir(dataDir);
  });
  return () => dataDir;
}
