import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { removeDir, tempDir } from "./server";

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH; undefined without one. */
export const nginxBinary = () =>
  [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find(
    (file) => file && existsSync(file),
  );

const lines = (file: string) =>
  existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : [];

/** `text` with `from` replaced, which must be there: deploy/nginx.conf changed shape if not. */
function replaced(text: string, from: string | RegExp, to: string) {
  const next = typeof from === "string" ? text.replaceAll(from, to) : text.replace(from, to);
  if (next === text) throw new Error(`deploy/nginx.conf sem ${from}`);
  return next;
}

export interface RunningNginx {
  url: string;
  /** The access log: one line per request, `status upstream method uri` (uri as logged). */
  accessLog(): string[];
  /** The access log in deploy/nginx.conf's own format (`vetor_site`). */
  siteLog(): string[];
  /** nginx's own error log (warn and worse): why it answered a request itself. */
  errorLog(): string[];
  stop(): Promise<void>;
}

/**
 * nginx as deployed (deploy/nginx.conf, its upstreams and cache folder moved to this test's
 * ports and a temporary folder), as a plain process on 127.0.0.1:`port`.
 */
export async function startNginx({
  port,
  upstreams,
}: {
  port: number;
  upstreams: [number, number];
}): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error("nginx não encontrado (apt-get install nginx, ou NGINX_PATH)");
  const dir = await tempDir("site-nginx-");
  await mkdir(path.join(dir, "logs"));
  let site = readFileSync("deploy/nginx.conf", "utf8");
  site = replaced(site, "127.0.0.1:3001", `127.0.0.1:${upstreams[0]}`);
  site = replaced(site, "127.0.0.1:3002", `127.0.0.1:${upstreams[1]}`);
  site = replaced(site, /listen 80;/g, `listen 127.0.0.1:${port};`);
  site = replaced(site, /listen \[::\]:80;/g, "");
  site = replaced(site, "/var/cache/nginx/vetor-site", path.join(dir, "cache"));
  const log = path.join(dir, "logs", "access.log");
  const siteLog = path.join(dir, "logs", "site.log");
  // The deploy's log where the test reads it, and beside it the test's own, per request.
  site = replaced(
    site,
    "access_log /var/log/nginx/vetor-site.access.log vetor_site;",
    `access_log ${siteLog} vetor_site; access_log ${log} upstreams;`,
  );
  await writeFile(path.join(dir, "site.conf"), site);
  await writeFile(
    path.join(dir, "nginx.conf"),
    `daemon off;
${process.getuid?.() === 0 ? "user root root;" : ""}
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "logs", "error.log")} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$status $upstream_addr $request_method $vetor_logged_uri';
  client_body_temp_path ${path.join(dir, "body")};
  proxy_temp_path ${path.join(dir, "proxy")};
  include ${path.join(dir, "site.conf")};
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "logs", "error.log")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx não iniciou: ${stderr}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) break;
    if (tries > 100) throw new Error(`nginx não abriu a porta ${port}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    accessLog: () => lines(log),
    siteLog: () => lines(siteLog),
    errorLog: () => lines(path.join(dir, "logs", "error.log")),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await removeDir(dir);
    },
  };
}
