import { spawn } from "node:child_process";

/** `npm run <script> -- …args` with only the given environment (plus PATH and HOME). */
export function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stdout, stderr })),
  );
}
