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
  config = await mod.boot();
} catch (error) {
  if (error instanceof mod.ConfigError) {
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
  // Hashed file names: safe to keep for a year.
  app.use("/assets", served("build/client/assets", { immutable: true, maxAge: "1y" }));
  // The other files, listed once: asking for a page never costs a look at the disk (ADR 0023).
  const files = new Set(
    readdirSync("build/client", { recursive: true })
      .filter((file) => !/\.(br|gz)$/.test(file))
      .map((file) => `/${file.split(path.sep).join("/")}`),
  );
  const publicFiles = served("build/client", { maxAge: "1h" });
  app.use((req, res, next) => (files.has(req.path) ? publicFiles(req, res, next) : next()));
  app.use(mod.app);
}

app.use(mod.errorPage);

// A public page already kept by the page cache goes out before Express sees the request (ADR 0023).
const server = http.createServer(
  vite ? app : (req, res) => mod.fromPageCache(req, res, () => app(req, res)),
);
server.listen(config.PORT, config.HOST, () => {
  logger.info(
    { url: `http://localhost:${config.PORT}`, mode: process.env.NODE_ENV },
    "servidor no ar",
  );
});

// Stop within 2 s: refuse new connections, let requests in flight finish, close the database.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "encerrando");
  const deadline = setTimeout(() => {
    logger.error("encerramento forçado após 2 s");
    process.exit(1);
  }, 1900);
  server.close();
  server.closeIdleConnections();
  const drained = new Promise((resolve) => server.once("close", resolve));
  await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, 1000))]);
  server.closeAllConnections();
  await vite?.close();
  await mod.shutdown().catch((error) => logger.error({ err: error }, "erro ao fechar o banco"));
  clearTimeout(deadline);
  logger.info("encerrado");
  process.exit(0);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
