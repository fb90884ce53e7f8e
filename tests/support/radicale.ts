import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { freePort, removeDir, tempDir } from "./server";

/** Debian's Radicale (`apt-get install radicale`) on the PATH; undefined without one. */
export const radicaleBinary = () => {
  try {
    return (
      execFileSync("sh", ["-c", "command -v radicale"], { encoding: "utf8" }).trim() || undefined
    );
  } catch {
    return undefined;
  }
};

export interface RunningRadicale {
  url: string;
  /** Basic auth for a user of its htpasswd file. */
  auth(user: string, password: string): string;
  stop(): Promise<void>;
}

/**
 * A CalDAV server as hosts have one: Radicale as a plain process on 127.0.0.1, its
 * configuration, plain-text htpasswd file and storage in a temporary folder.
 */
export async function startRadicale(users: Record<string, string>): Promise<RunningRadicale> {
  const binary = radicaleBinary();
  if (!binary) throw new Error("radicale não encontrado (apt-get install radicale)");
  const dir = await tempDir("site-radicale-");
  const port = await freePort();
  await writeFile(
    path.join(dir, "users"),
    `${Object.entries(users)
      .map(([user, password]) => `${user}:${password}`)
      .join("\n")}\n`,
  );
  await writeFile(
    path.join(dir, "config"),
    `[server]
hosts = 127.0.0.1:${port}
[auth]
type = htpasswd
htpasswd_filename = ${path.join(dir, "users")}
htpasswd_encryption = plain
delay = 0
[rights]
type = owner_only
[storage]
filesystem_folder = ${path.join(dir, "collections")}
[web]
type = none
[logging]
level = warning
`,
  );
  const child: ChildProcess = spawn(binary, ["--config", path.join(dir, "config")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`radicale não iniciou: ${stderr}`);
    const answered = await fetch(`${url}/`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (tries > 100) {
      child.kill("SIGTERM");
      throw new Error(`radicale não abriu a porta ${port}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    auth: (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await removeDir(dir);
    },
  };
}
