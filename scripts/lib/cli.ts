import { ConfigError } from "../../app/server/env.server";
import { BackupError } from "./backup";

/** Runs a command: a message the operator can act on goes out as it is, anything else with its stack. */
export async function runCommand(command: () => Promise<void>) {
  try {
    await command();
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
    else console.error("Falha inesperada:", error);
    process.exitCode = 1;
  }
}

export const describeSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
