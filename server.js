// The site's HTTP server: `node server.js` serves the production build, `--dev` runs Vite.
// Everything app-specific (configuration, database, routes, logging) comes from
// app/http/http.server.ts, which the build bundles with the React Router app.
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import staticFiles from "express-static-gzip";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
// Migrations (./drizzle) and the build are found relative to this file.
process.chdir(path.dirname(fileURLToPath(import.meta.url)));

const ENTRY = "./app/http/http.server.ts";
const vite = dev
  ? await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }))
  : undefined;
const mod = vite ? await vite.ssrLoadModule(ENTRY) : await import("./build/server/index.js");
const { logger } = mod;

let config;
try {
  config = await mod.boot({ announce: true });
} catch (error) {
  if (error instanceof mod.ConfigError || error instanceof mod.NotMigratedError) {
    console.error(error.message);
  } else {
    logger.fatal({ err: error }, "falha ao iniciar");
  }
  await mod.shutdown().catch(() => {});
  process.exit(1);
}

const app = express();
app.disable("x-powered-by");
app.use(mod.logRequests);
app.use(compression());
if (vite) {
  app.use(vite.middlewares);
  // Reload the app module on every request so edits show without a restart.
  app.use(async (req, res, next) => {
    try {
      (await vite.ssrLoadModule(ENTRY)).app(req, res, next);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  // Files are only ever what their type says; the page headers (CSP…) come with the app.
  const setHeaders = (res) => res.set("X-Content-Type-Options", "nosniff");
  // The brotli or gzip copy made at build (scripts/lib/precompress.ts), else the file (ADR 0026).
  const served = (dir, options) =>
    staticFiles(dir, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { setHeaders, index: false, ...options },
    });
  // What is answered here comes from the one list that landing pages and redirects are kept
  // off (app/lib/early-addresses.ts, ADR 0050).
  const { assets, publicEntries } = mod.serverAddresses;
  // Hashed file names: safe to keep for a year.
  app.use(assets, served(`build/client${assets}`, { immutable: true, maxAge: "1y" }));
  // The public folder's files, listed once: asking for a page never costs a look at the disk
  // (ADR 0023). Only those under the list's entries: a new one is added there first.
  const files = new Set(
    readdirSync("build/client", { recursive: true })
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => publicEntries.some((e) => file === e || file.startsWith(`${e}/`)))
      .map((file) => `/${file}`),
  );
  const publicFiles = served("build/client", { maxAge: "1h" });
  app.use((req, res, next) => (files.has(req.path) ? publicFiles(req, res, next) : next()));
  app.use(mod.app);
}

app.use(mod.errorPage);

let stopping = false;
/** Answers being made: once stopping, those not yet begun close their connection. */
const answering = new Set();
const handle = vite ? app : (req, res) => mod.fromPageCache(req, res, () => app(req, res));
// A public page already kept by the page cache goes out before Express sees the request
// (ADR 0023).
const server = http.createServer((req, res) => {
  if (stopping) res.setHeader("Connection", "close");
  else {
    answering.add(res);
    res.once("close", () => answering.delete(res));
  }
  handle(req, res);
});
server.listen(config.PORT, config.HOST, () => {
  // Listening on every interface, the address to type is localhost's; else the one it has.
  const host = ["0.0.0.0", "::"].includes(config.HOST) ? "localhost" : config.HOST;
  logger.info(
    {
      url: `http://${host.includes(":") ? `[${host}]` : host}:${config.PORT}`,
      mode: process.env.NODE_ENV,
    },
    "servidor no ar",
  );
});

/**
 * SIGTERM (ADR 0046): /readyz fails at once; the listener closes, so new connections go to
 * another instance; requests in flight finish within SHUTDOWN_SECONDS, as do deliveries being
 * sent (what is unfinished then goes back to the queue); then the database closes.
 */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const seconds = config.SHUTDOWN_SECONDS;
  logger.info({ signal, seconds }, "encerrando");
  const until = Date.now() + seconds * 1000;
  const deadline = setTimeout(
    () => {
      logger.error({ seconds }, "encerramento forçado após o prazo");
      process.exit(1);
    },
    seconds * 1000 + 2000,
  );
  const background = mod.beginShutdown(until);
  for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
  const drained = new Promise((resolve) => server.close(resolve));
  // A keep-alive connection between two requests is closed as soon as it is idle.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, until - Date.now()))]);
  clearInterval(idle);
  server.closeAllConnections();
  await background;
  await vite?.close();
  await mod.shutdown().catch((error) => logger.error({ err: error }, "erro ao fechar o banco"));
  clearTimeout(deadline);
  logger.info("encerrado");
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
