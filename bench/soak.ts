/**
 * `npm run bench:soak`: SOAK_SECONDS (150) of VISITORS (8) simultaneous visitors to the
 * production server (embedded database), while the webhook receiver alternates 200 / 500 / no
 * answer. Each visitor reads pages (many under addresses of their own, with query strings, to
 * fill every cache keyed by address), sends the page-view beacon (or, without JavaScript, asks
 * for its image), fetches the page's social card, sends forms (newsletter, partner, material
 * download, then the file through its signed link), each from an address of its own (behind a
 * trusted proxy); one of them is staff and reloads the dashboard. Then waits for every lead to be
 * delivered and prints what was lost or delivered twice, and how much the server's memory (RSS
 * and heap used) grew after warm-up: from WARM_SECONDS (60) into the load to its end, goal < 10 %
 * (ADR 0024), each sample taken under load after a full garbage collection by
 * bench/soak-probe.mjs. SOAK_SNAPSHOTS=folder also writes heap snapshots there at
 * each sample (slow; compare with `npx tsx bench/heap-diff.ts a.heapsnapshot b.heapsnapshot`).
 * A benchmark, not a test.
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../app/server/db/client.server";
import { leads } from "../app/server/db/schema.server";
import { routes } from "../tests/e2e/public-routes";
import { ADMIN } from "../tests/support/admin";
import { startStubServer } from "../tests/support/http";
import {
  logLines,
  type RunningServer,
  removeDir,
  startServer,
  tempDir,
} from "../tests/support/server";

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 150);
const VISITORS = Number(process.env.VISITORS ?? 8);
/** Growth is measured from this far into the load: before it, the heap fills to its working size. */
const WARM_SECONDS = Number(process.env.WARM_SECONDS ?? 60);
const SAMPLE_MS = 15_000;
const SNAPSHOTS = process.env.SOAK_SNAPSHOTS;
const GOAL_PERCENT = 10;
const WARMUP_MS = 10_000;
const DRAIN_MS = 4 * 60_000;
// A form follows a fresh page, never another form: 0.25 makes about one request in five a form.
const FORM_CHANCE = 0.25;
/** Pages asked for under an address of their own (a query string no one asked before). */
const UNIQUE_URL_CHANCE = 0.3;
const CARD_CHANCE = 0.2;
/** Page views by image (JavaScript off) rather than by beacon. */
const IMAGE_VIEW_CHANCE = 0.2;
/** Steps a visitor takes before the next one comes from another address. */
const STEPS_PER_ADDRESS = 12;
const DASHBOARD_EVERY_MS = 5_000;

// The receiver's cycle. A lead claimed in the silent phase fails 10 s later (the worker's
// timeout) and is retried 30 s after that; a 60 s cycle puts that retry in the 200 phase. With a
// 40 s cycle (20/10/10) it would land in the silent phase every time, then wait 10 minutes.
const PHASES = [
  { answer: 200, seconds: 40 },
  { answer: 500, seconds: 10 },
  { answer: "silêncio", seconds: 10 },
] as const;
const CYCLE_MS = PHASES.reduce((sum, phase) => sum + phase.seconds * 1000, 0);

// The spec's public routes, a post, a search and an unknown address (its 404 is the right answer).
const PAGES: { path: string; status: number }[] = [
  ...routes.map((route) => ({ path: route.path, status: 200 })),
  { path: "/blog/metricas-plg-saas-b2b", status: 200 },
  { path: "/blog?q=receita", status: 200 },
  { path: "/pagina-que-nao-existe", status: 404 },
];

const MATERIAL = "/materiais/guia-completo-de-revenue-operations";

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (tally: Map<string, number>, key: string) =>
  tally.set(key, (tally.get(key) ?? 0) + 1);
const total = (tally: Map<string, number>) => [...tally.values()].reduce((a, b) => a + b, 0);
const detail = (tally: Map<string, number>) =>
  [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([what, n]) => `${what} ×${n}`)
    .join("; ");

// --- The webhook receiver ---------------------------------------------------------------------

let flappingSince: number | undefined;
const phaseNow = () => {
  if (flappingSince === undefined) return 200;
  let t = (Date.now() - flappingSince) % CYCLE_MS;
  for (const phase of PHASES) {
    if (t < phase.seconds * 1000) return phase.answer;
    t -= phase.seconds * 1000;
  }
  return 200;
};
/** Per idempotency key (the lead's id): how many times the receiver answered 200. */
const deliveries = new Map<string, number>();
const deliveredEmails = new Set<string>();
const receivedBy = new Map<string, number>();

const receiver = await startStubServer((req, res) => {
  let raw = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    const answer = phaseNow();
    count(receivedBy, String(answer));
    if (answer === "silêncio") return; // holds the request until the worker gives up
    res.writeHead(answer).end();
    if (answer !== 200) return;
    count(deliveries, String(req.headers["idempotency-key"]));
    const email = (JSON.parse(raw) as { email?: unknown }).email;
    if (typeof email === "string") deliveredEmails.add(email);
  });
});

// --- The visitors -----------------------------------------------------------------------------

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const WORDS = ["receita", "pipeline", "crm", "churn", "vendas", "marketing", "dados", "saas"];

let requests = 0;
let pagesServed = 0;
let formsSent = 0;
let uniqueUrls = 0;
const served = new Map<string, number>();
const errors = new Map<string, number>();
const refusals = new Map<string, number>();
const acceptedEmails = new Set<string>();
const pageMs: number[] = [];
const cards = new Set<string>();
let nextLead = 0;
let nextAddress = 0;

/** A new visitor's address (TRUST_PROXY is x-forwarded-for): 10.x.y.z, never the same twice. */
const address = () => {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface Visitor {
  ip: string;
  cookie?: string;
}

async function get(url: string, visitor: Visitor, headers: Record<string, string> = {}) {
  requests++;
  return fetch(url, {
    redirect: "manual",
    headers: {
      "user-agent": BROWSER,
      "x-forwarded-for": visitor.ip,
      ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
      ...headers,
    },
  });
}

async function post(url: string, visitor: Visitor, body: URLSearchParams) {
  requests++;
  return fetch(url, {
    method: "POST",
    body,
    redirect: "manual",
    headers: {
      "user-agent": BROWSER,
      "x-forwarded-for": visitor.ip,
      origin: new URL(url).origin,
      ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
    },
  });
}

/** The page's address this time: its own, or one with a query string nobody asked for before. */
function addressOf(page: { path: string; status: number }) {
  if (Math.random() >= UNIQUE_URL_CHANCE) return page;
  const n = uniqueUrls++;
  if (page.status === 404) return { path: `/pagina-que-nao-existe-${n}`, status: 404 };
  if (page.path.startsWith("/blog") && n % 3 === 0) {
    return { path: `/blog?q=${pick(WORDS)}${n}`, status: 200 };
  }
  const query = new URLSearchParams({
    utm_source: pick(["linkedin", "google", "newsletter"]),
    utm_campaign: `campanha-${n % 500}`,
    // Unique, and kept (a gclid would not be, ADR 0033): it fills the cache's query part.
    utm_content: String(n),
  });
  return {
    path: `${page.path}${page.path.includes("?") ? "&" : "?"}${query}`,
    status: page.status,
  };
}

async function readPage(url: string, visitor: Visitor) {
  const page = addressOf(pick(PAGES));
  const t0 = performance.now();
  const response = await get(`${url}${page.path}`, visitor);
  const html = await response.text();
  pageMs.push(performance.now() - t0);
  pagesServed++;
  count(served, response.status === 200 ? "página" : String(response.status));
  if (response.status !== page.status) count(errors, `GET ${page.path} → ${response.status}`);
  const card = html.match(/property="og:image" content="[^"]*?(\/og\/[^"]+)"/)?.[1];
  if (card) cards.add(card);
  // The form stamp comes in the 'carimbo' cookie (ADR 0023); the form sends it back as `_t`.
  const stamp = response.headers.getSetCookie().find((c) => c.startsWith("carimbo="));
  return { path: page.path, token: stamp?.split(";")[0]?.slice("carimbo=".length) };
}

/** What the page's inline script sends, or, one time in five, its `<noscript>` image. */
async function sendView(url: string, visitor: Visitor, path: string) {
  const page = new URL(path, url);
  if (Math.random() < IMAGE_VIEW_CHANCE) {
    const response = await get(`${url}/visita`, visitor, {
      referer: page.href,
      "sec-fetch-dest": "image",
    });
    await response.arrayBuffer();
    if (response.status !== 200) count(errors, `GET /visita → ${response.status}`);
    return;
  }
  const fields = new URLSearchParams({ p: page.pathname, r: "https://www.google.com/" });
  for (const key of ["utm_source", "utm_medium", "utm_campaign"]) {
    const value = page.searchParams.get(key);
    if (value) fields.set(key, value);
  }
  const response = await post(`${url}/visita`, visitor, fields);
  await response.arrayBuffer();
  if (response.status !== 204) count(errors, `POST /visita → ${response.status}`);
}

async function fetchCard(url: string, visitor: Visitor) {
  if (cards.size === 0) return;
  const card = pick([...cards]);
  const response = await get(`${url}${card}`, visitor);
  await response.arrayBuffer();
  // A 503 with Retry-After is the answer when too many cards wait to be drawn (ADR 0018).
  const deferred = response.status === 503 && response.headers.has("retry-after");
  count(served, deferred ? "cartão adiado" : "cartão");
  if (response.status !== 200 && !deferred) count(errors, `GET ${card} → ${response.status}`);
}

async function visit(url: string, until: number, serverStopped: () => boolean) {
  let token: string | undefined;
  let source = "/";
  let visitor: Visitor = { ip: address() };
  let steps = 0;
  while (Date.now() < until && !serverStopped()) {
    try {
      if (++steps % STEPS_PER_ADDRESS === 0) visitor = { ip: address() };
      if (token && Math.random() < FORM_CHANCE) {
        await sendForm(url, visitor, token, source);
        token = undefined; // the next form takes its time stamp from a new page
        continue;
      }
      const page = await readPage(url, visitor);
      token = page.token;
      source = page.path.split("?")[0] ?? "/";
      await sendView(url, visitor, page.path);
      if (Math.random() < CARD_CHANCE) await fetchCard(url, visitor);
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      count(errors, `rede: ${cause instanceof Error ? cause.message : String(cause)}`);
      await sleep(100);
    }
  }
}

function leadFields(
  n: number,
  token: string,
  source: string,
): { path: string; email: string; fields: Record<string, string> } {
  const email = `visitante${n}@empresa.com.br`;
  switch (n % 3) {
    case 0:
      return {
        path: "/newsletter",
        email,
        fields: { _t: token, source, name: `Pessoa ${n}`, email, consent: "on" },
      };
    case 1:
      return {
        path: "/partners/enics",
        email,
        fields: { _t: token, name: `Pessoa ${n}`, email, company: "Empresa Exemplo", role: "ceo" },
      };
    default:
      return {
        path: MATERIAL,
        email,
        fields: {
          _t: token,
          material: MATERIAL.split("/").at(-1) ?? "",
          firstName: `Pessoa ${n}`,
          email,
          company: "Empresa Exemplo",
          industry: "saas",
          role: "Diretora de Receita",
          roleType: "decision-maker",
          agree: "on",
        },
      };
  }
}

async function sendForm(url: string, visitor: Visitor, token: string, source: string) {
  const { path: formPath, email, fields } = leadFields(nextLead++, token, source);
  formsSent++;
  const response = await post(`${url}${formPath}`, visitor, new URLSearchParams(fields));
  await response.arrayBuffer();
  // A refused newsletter also redirects (back to its page); only a stored lead sets the visitor
  // cookie with the lead's id.
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("visitante="))
    ?.split(";")[0];
  if (response.status === 302 && cookie) {
    acceptedEmails.add(email);
    if (formPath === MATERIAL) await download(url, { ...visitor, cookie });
  } else {
    count(refusals, `POST ${formPath} → ${response.status}`);
    if (response.status >= 500) count(errors, `POST ${formPath} → ${response.status}`);
  }
}

/** The thank-you page's link to the material, then the file. */
async function download(url: string, visitor: Visitor) {
  const booking = await get(`${url}/booking`, visitor);
  const link = (await booking.text()).match(/href="(\/baixar\/[^"]+)"/)?.[1];
  if (!link) {
    count(errors, "GET /booking sem link do material");
    return;
  }
  const file = await get(`${url}${link}`, visitor);
  const bytes = await file.arrayBuffer();
  count(served, "download");
  if (file.status !== 200 || bytes.byteLength === 0) count(errors, `GET /baixar → ${file.status}`);
}

/** Staff: signs in once, then reloads the dashboard every few seconds. */
async function staff(url: string, until: number, serverStopped: () => boolean) {
  const visitor: Visitor = { ip: "10.255.255.254" };
  const login = await post(
    `${url}/admin/login`,
    visitor,
    new URLSearchParams({ ...ADMIN, redirectTo: "/admin/painel" }),
  );
  await login.arrayBuffer();
  visitor.cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !visitor.cookie) {
    count(errors, `POST /admin/login → ${login.status}`);
    return;
  }
  while (Date.now() < until && !serverStopped()) {
    const response = await get(`${url}/admin/painel`, visitor).catch(() => undefined);
    const html = await response?.text();
    count(served, "painel");
    if (response?.status !== 200 || !html?.includes("Painel")) {
      count(errors, `GET /admin/painel → ${response?.status ?? "rede"}`);
    }
    await sleep(DASHBOARD_EVERY_MS);
  }
}

// --- The server's memory ----------------------------------------------------------------------

interface Memory {
  at: number;
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** Asks bench/soak-probe.mjs for a sample (after a full collection) and waits for its line. */
async function sample(server: RunningServer, probeFile: string): Promise<Memory | undefined> {
  const before = await readFile(probeFile, "utf8").catch(() => "");
  server.child.kill("SIGUSR2");
  const deadline = Date.now() + (SNAPSHOTS ? 120_000 : 15_000);
  while (Date.now() < deadline) {
    await sleep(200);
    const text = await readFile(probeFile, "utf8").catch(() => "");
    if (text.length > before.length) {
      const line = text.slice(before.length).trim().split("\n")[0] ?? "{}";
      return JSON.parse(line) as Memory;
    }
  }
  return undefined;
}

const mb = (bytes: number | undefined) => (bytes ?? Number.NaN) / 2 ** 20;
const growth = (from: number | undefined, to: number | undefined) =>
  ((mb(to) - mb(from)) / mb(from)) * 100;

// --- The run ----------------------------------------------------------------------------------

const dataDir = await tempDir("bench-soak-");
const probeFile = path.join(dataDir, "memoria.jsonl");
if (SNAPSHOTS) await mkdir(SNAPSHOTS, { recursive: true });
let server: RunningServer | undefined;
try {
  server = await startServer({
    DATA_DIR: dataDir,
    // startServer waits for the "servidor no ar" line, logged at info.
    LOG_LEVEL: "info",
    SESSION_SECRET: "segredo-do-benchmark-com-mais-de-32-caracteres",
    WEBHOOK_LEADS_URL: `${receiver.url}/leads`,
    WEBHOOK_DOWNLOAD_URL: `${receiver.url}/downloads`,
    WEBHOOK_MATERIAL_EMAIL_URL: `${receiver.url}/material-email`,
    FORM_MIN_FILL_SECONDS: "0",
    FORM_RATE_LIMIT: "100000",
    // Each visitor comes from an address of their own, told by the benchmark as a proxy would.
    TRUST_PROXY: "x-forwarded-for",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    NODE_OPTIONS: `--import=${path.resolve("bench/soak-probe.mjs")}`,
    // glibc's malloc arenas, to compare (docs/benchmarks.md); unset, glibc's default.
    ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
    SOAK_PROBE_FILE: probeFile,
    ...(SNAPSHOTS ? { SOAK_SNAPSHOTS: path.resolve(SNAPSHOTS) } : {}),
  });
  const running = server;
  const stopped = () => running.child.exitCode !== null || running.child.signalCode !== null;
  const died = () =>
    new Error(
      `o servidor parou (código ${running.child.exitCode}, sinal ${running.child.signalCode}):\n${running.stderr().slice(-2000)}`,
    );
  if (stopped()) throw died();
  const { url } = server;

  // Light traffic first, so the start measure is of a server that has served every page.
  await Promise.all([1, 2].map(() => visit(url, Date.now() + WARMUP_MS, stopped)));
  if (stopped()) throw died();

  const samples: { second: number; memory: Memory }[] = [];
  let sampling = Promise.resolve();
  const takeSample = () => {
    const second = Math.round((Date.now() - (flappingSince ?? Date.now())) / 1000);
    sampling = sampling.then(async () => {
      const memory = await sample(running, probeFile);
      if (memory) samples.push({ second, memory });
    });
    return sampling;
  };
  flappingSince = Date.now();
  await takeSample();
  const loadEnd = flappingSince + SOAK_SECONDS * 1000;
  // Every SAMPLE_MS, and once more just before the visitors stop: every sample is under load.
  const sampler = setInterval(() => {
    if (Date.now() < loadEnd - SAMPLE_MS / 2) takeSample();
  }, SAMPLE_MS);
  const lastSample = setTimeout(takeSample, SOAK_SECONDS * 1000 - 2000);

  const requestsBeforeLoad = requests;
  const pagesBeforeLoad = pagesServed;
  await Promise.all([
    staff(url, loadEnd, stopped),
    ...Array.from({ length: VISITORS }, () => visit(url, loadEnd, stopped)),
  ]);
  clearInterval(sampler);
  clearTimeout(lastSample);
  await sampling;
  if (stopped()) throw died();
  const loadSeconds = (Date.now() - flappingSince) / 1000;
  const requestsUnderLoad = requests - requestsBeforeLoad;

  flappingSince = undefined;
  const drainStart = Date.now();
  const undelivered = () => [...acceptedEmails].filter((e) => !deliveredEmails.has(e)).length;
  while (undelivered() > 0 && Date.now() - drainStart < DRAIN_MS && !stopped()) await sleep(1000);
  if (stopped()) throw died();
  const drainSeconds = (Date.now() - drainStart) / 1000;

  // One unreadable line must not cost the whole report.
  const serverLogs = (() => {
    try {
      return logLines(server);
    } catch {
      return [];
    }
  })();
  await server.stop();
  const database = await openDatabase({ dataDir });
  const rows = await database.db
    .select({
      id: leads.id,
      status: leads.status,
      payload: leads.payload,
      nextAttemptAt: leads.nextAttemptAt,
    })
    .from(leads);
  await database.close();

  const storedEmails = new Set(rows.map((row) => String(row.payload.email)));
  const byStatus = new Map<string, number>();
  for (const row of rows) count(byStatus, row.status);
  const pending = rows.filter((row) => row.status === "pending" || row.status === "delivering");
  const nextAttempt = pending
    .map((row) => row.nextAttemptAt?.getTime() ?? Number.NaN)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const minutesFromNow = (ms: number | undefined) =>
    ms === undefined ? "" : `${((ms - Date.now()) / 60_000).toFixed(1)} min`;
  const notStored = [...acceptedEmails].filter((e) => !storedEmails.has(e)).length;
  const failed = byStatus.get("failed") ?? 0;
  // Marked delivered without the receiver ever answering 200 for it: lost just as well.
  const deliveredUnseen = rows.filter((r) => r.status === "delivered" && !deliveries.has(r.id));
  const lost = notStored + failed + deliveredUnseen.length;
  const duplicates = [...deliveries.values()].filter((n) => n > 1).length;
  const errorCount = total(errors);
  const deliveryFailures = serverLogs.filter((l) => l.msg === "entrega de lead falhou").length;
  const serverErrors = serverLogs.filter((l) => Number(l.level) >= 50);

  // Growth after warm-up: from the first sample at or after WARM_SECONDS to the last one.
  // Growth after warm-up: the mean of the first two samples from WARM_SECONDS on, against the
  // mean of the last two (even after a full collection, one sample moves by a tenth).
  const warmAt = samples.findIndex((s) => s.second >= WARM_SECONDS);
  const warm = warmAt === -1 ? [] : samples.slice(warmAt, warmAt + 2);
  const end = samples.slice(-2);
  const measured = warm.length === 2 && warmAt + 2 <= samples.length - 2;
  const mean = (list: typeof samples, pick: (m: Memory) => number) =>
    list.reduce((sum, s) => sum + pick(s.memory), 0) / list.length;
  const rssGrowth = growth(
    mean(warm, (m) => m.rss),
    mean(end, (m) => m.rss),
  );
  const heapGrowth = growth(
    mean(warm, (m) => m.heapUsed),
    mean(end, (m) => m.heapUsed),
  );
  const seconds = (list: typeof samples) => list.map((s) => s.second).join(" e ");

  pageMs.sort((a, b) => a - b);
  const pct = (p: number) =>
    pageMs[Math.min(pageMs.length - 1, Math.floor(p * pageMs.length))] ?? 0;
  const mark = (ok: boolean) => (ok ? "✅" : "❌");
  const row = (name: string, pick: (m: Memory) => number) =>
    `  ${name.padEnd(13)}${samples.map((s) => mb(pick(s.memory)).toFixed(0).padStart(5)).join("")} MB`;
  const lines = [
    `duração: ${loadSeconds.toFixed(0)} s${process.env.MALLOC_ARENA_MAX ? ` (MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX})` : ""}, ${VISITORS} visitantes simultâneos e uma pessoa da equipe no painel, receptor alternando ${PHASES.map((p) => `${p.answer} (${p.seconds} s)`).join(" / ")}`,
    `pedidos: ${requests} (${(requestsUnderLoad / loadSeconds).toFixed(0)}/s sob carga): ${detail(served)}; endereços com consulta única: ${uniqueUrls}; endereços de visitante: ${nextAddress}`,
    `páginas servidas: ${pagesServed} (${((pagesServed - pagesBeforeLoad) / loadSeconds).toFixed(0)}/s sob carga; p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms; erros: ${errorCount}${errorCount ? ` — ${detail(errors)}` : ""})`,
    `leads enviados: ${formsSent} (sucesso: ${acceptedEmails.size}, recusados: ${total(refusals)}${refusals.size ? ` — ${detail(refusals)}` : ""})`,
    `gravados no banco: ${rows.length} (downloads pedem dois: o lead e o envio por e-mail)`,
    `pedidos ao webhook: ${total(receivedBy)} (${detail(receivedBy)}); falhas de entrega no log: ${deliveryFailures}`,
    `entregues ao webhook: ${deliveries.size} (status delivered: ${byStatus.get("delivered") ?? 0}); ainda pendentes: ${pending.length}${nextAttempt.length ? ` (próxima tentativa em ${minutesFromNow(nextAttempt[0])} a ${minutesFromNow(nextAttempt.at(-1))})` : ""}`,
    undelivered() === 0
      ? `tudo entregue ${drainSeconds.toFixed(0)} s após o fim da carga`
      : `ainda sem entrega ${drainSeconds.toFixed(0)} s após o fim da carga: ${undelivered()} leads aceitos`,
    `perdidos: ${lost} (aceitos fora do banco: ${notStored}; status failed: ${failed}; delivered sem 200 no receptor: ${deliveredUnseen.length})`,
    `entregas duplicadas: ${duplicates}`,
    `memória do servidor (após coleta de lixo), a cada ${SAMPLE_MS / 1000} s de carga (${samples.map((s) => `${s.second}`).join(", ")} s):`,
    row("RSS", (m) => m.rss),
    row("heap usado", (m) => m.heapUsed),
    row("externa", (m) => m.external),
    measured
      ? `crescimento após o aquecimento (média de ${seconds(warm)} s → média de ${seconds(end)} s): RSS ${rssGrowth.toFixed(1)} %, heap usado ${heapGrowth.toFixed(1)} %; do início da carga ao fim: RSS ${growth(samples[0]?.memory.rss, samples.at(-1)?.memory.rss).toFixed(1)} %${SNAPSHOTS ? `; instantâneos do heap em ${SNAPSHOTS}` : ""}`
      : `crescimento após o aquecimento: não medido (SOAK_SECONDS deve passar de WARM_SECONDS + ${(4 * SAMPLE_MS) / 1000})`,
    `erros no log do servidor: ${serverErrors.length}${serverErrors.length ? ` — ${[...new Set(serverErrors.map((l) => String(l.msg)))].slice(0, 3).join("; ")}` : ""}`,
    `meta: 0 erros ${mark(errorCount === 0)}, 0 perdidos ${mark(lost === 0)}, 0 duplicados ${mark(duplicates === 0)}, crescimento após o aquecimento < ${GOAL_PERCENT} % (RSS e heap) ${mark(measured && rssGrowth < GOAL_PERCENT && heapGrowth < GOAL_PERCENT)}`,
  ];
  console.log(lines.join("\n"));
} finally {
  await server?.stop();
  await receiver.close();
  await removeDir(dataDir);
}
