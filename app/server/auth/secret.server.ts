import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env.server";

/**
 * Cookie-signing secrets: SESSION_SECRET (comma-separated, newest first, for rotation), or
 * one generated on first start and kept in DATA_DIR so sessions survive restarts.
 */
const known = new Map<string, string[]>();

export function sessionSecrets(config: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): string[] {
  // Every request signs or checks cookies: the file is read once, not per request.
  const key = `${config.SESSION_SECRET ?? ""}\n${config.DATA_DIR}`;
  let secrets = known.get(key);
  if (!secrets) {
    secrets = readSecrets(config);
    known.set(key, secrets);
  }
  return secrets;
}

function readSecrets(config: Pick<Env, "SESSION_SECRET" | "DATA_DIR">): string[] {
  if (config.SESSION_SECRET) return config.SESSION_SECRET.split(",").map((s) => s.trim());
  const file = path.join(config.DATA_DIR, "session-secret");
  try {
    return [readFileSync(file, "utf8").trim()];
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(48).toString("base64url");
    // Written whole under another name, then linked: an instance starting beside this one on
    // the same DATA_DIR reads the whole secret or none, and the first link wins.
    const draft = `${file}.${randomBytes(6).toString("hex")}`;
    writeFileSync(draft, secret, { mode: 0o600, flag: "wx" });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      return [readFileSync(file, "utf8").trim()];
    } finally {
      unlinkSync(draft);
    }
    return [secret];
  }
}
