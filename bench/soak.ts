/**
 * `npm run bench:soak`: SOAK_SECONDS (300) of VISITORS (20) simultaneous visitors reading pages
 * and sending forms to the production server (embedded database), while the webhook receiver
 * alternates 200 / 500 / no answer. Then waits for every lead to be delivered and prints what was
 * lost or delivered twice, and how much the server's memory grew. A benchmark, not a test.
 */
import { readFile } from "node:fs/promises";
import { openDatabase } from "../app/server/db/client.server";
import { leads } from "../app/server/db/schema.server";
import { routes } from "../tests/e2e/public-routes";
import { startStubServer } from "../tests/support/http";
import {
  logLines,
  type RunningServer,
  removeDir,
  startServer,
  tempDir,
} from "../tests/support/server";

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const VISITORS = Number(process.env.VISITORS ?? 20);
const WARMUP_MS = 10_000;
const DRAIN_MS = 4 * 60_000;
const RSS_SAMPLE_MS = 30_000;
// A form follows a fresh page, never another form: 0.25 makes about one request in five a form.
const FORM_CHANCE = 0.25;

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

let pagesServed = 0;
let formsSent = 0;
const errors = new Map<string, number>();
const refusals = new Map<string, number>();
const acceptedEmails = new Set<string>();
const pageMs: number[] = [];
let nextLead = 0;

async function visit(url: string, until: number, serverStopped: () => boolean) {
  let token: string | undefined;
  let source = "/";
  while (Date.now() < until && !serverStopped()) {
    try {
      if (token && Math.random() < FORM_CHANCE) {
        await sendForm(url, token, source);
        token = undefined; // the next form takes its time stamp from a new page
        continue;
      }
      const page = pick(PAGES);
      const t0 = performance.now();
      const response = await fetch(`${url}${page.path}`, { redirect: "manual" });
      const html = await response.text();
      pageMs.push(performance.now() - t0);
      pagesServed++;
      if (response.status !== page.status) count(errors, `GET ${page.path} → ${response.status}`);
      token = html.match(/name="_t" value="([^"]+)"/)?.[1];
      source = page.path;
    } catch (error) {
      count(errors, `rede: ${error instanceof Error ? error.message : String(error)}`);
      await sleep(100);
    }
  }
}

async function sendForm(url: string, token: string, source: string) {
  const n = nextLead++;
  const email = `visitante${n}@empresa.com.br`;
  const newsletter = n % 2 === 0;
  const path = newsletter ? "/newsletter" : "/partners/enics";
  const fields: Record<string, string> = newsletter
    ? { _t: token, source, name: `Pessoa ${n}`, email, consent: "on" }
    : { _t: token, name: `Pessoa ${n}`, email, company: "Empresa Exemplo", role: "ceo" };
  formsSent++;
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  // A refused newsletter also redirects (back to its page); only a stored lead sets the visitor
  // cookie with the lead's id.
  const stored = response.headers.getSetCookie().some((c) => c.startsWith("visitante="));
  if (response.status === 302 && stored) {
    acceptedEmails.add(email);
  } else {
    count(refusals, `POST ${path} → ${response.status}`);
    if (response.status >= 500) count(errors, `POST ${path} → ${response.status}`);
  }
}

async function rssMb(server: RunningServer) {
  const status = await readFile(`/proc/${server.child.pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

// --- The run ----------------------------------------------------------------------------------

const dataDir = await tempDir("bench-soak-");
let server: RunningServer | undefined;
try {
  server = await startServer({
    DATA_DIR: dataDir,
    // startServer waits for the "servidor no ar" line, logged at info.
    LOG_LEVEL: "info",
    SESSION_SECRET: "segredo-do-benchmark-com-mais-de-32-caracteres",
    WEBHOOK_LEADS_URL: `${receiver.url}/leads`,
    FORM_MIN_FILL_SECONDS: "0",
    // Every visitor comes from 127.0.0.1: one address, so the limit must cover the whole run.
    FORM_RATE_LIMIT: "100000",
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
  const rssStart = await rssMb(server);
  const rssSamples = [rssStart];
  const sampler = setInterval(async () => {
    rssSamples.push(await rssMb(running).catch(() => Number.NaN));
  }, RSS_SAMPLE_MS);

  const pagesBeforeLoad = pagesServed;
  flappingSince = Date.now();
  const loadEnd = flappingSince + SOAK_SECONDS * 1000;
  await Promise.all(Array.from({ length: VISITORS }, () => visit(url, loadEnd, stopped)));
  clearInterval(sampler);
  if (stopped()) throw died();
  const rssEnd = await rssMb(server);
  rssSamples.push(rssEnd);
  const loadSeconds = (Date.now() - flappingSince) / 1000;

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
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  // The heap also grows from light to full traffic; from the first sample under load on, what is
  // left is what the run accumulates.
  const underLoad = rssSamples.length > 2 ? (rssSamples[1] ?? Number.NaN) : Number.NaN;
  const growthUnderLoad = ((rssEnd - underLoad) / underLoad) * 100;
  const errorCount = total(errors);
  const deliveryFailures = serverLogs.filter((l) => l.msg === "entrega de lead falhou").length;
  const serverErrors = serverLogs.filter((l) => Number(l.level) >= 50);

  pageMs.sort((a, b) => a - b);
  const pct = (p: number) =>
    pageMs[Math.min(pageMs.length - 1, Math.floor(p * pageMs.length))] ?? 0;
  const mark = (ok: boolean) => (ok ? "✅" : "❌");
  const lines = [
    `duração: ${loadSeconds.toFixed(0)} s, ${VISITORS} visitantes simultâneos, receptor alternando ${PHASES.map((p) => `${p.answer} (${p.seconds} s)`).join(" / ")}`,
    `páginas servidas: ${pagesServed} (${((pagesServed - pagesBeforeLoad) / loadSeconds).toFixed(0)}/s sob carga; p50 ${pct(0.5).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms; erros: ${errorCount}${errorCount ? ` — ${detail(errors)}` : ""})`,
    `leads enviados: ${formsSent} (sucesso: ${acceptedEmails.size}, recusados: ${total(refusals)}${refusals.size ? ` — ${detail(refusals)}` : ""})`,
    `gravados no banco: ${rows.length}${rows.length > storedEmails.size ? ` (e-mails repetidos: ${rows.length - storedEmails.size})` : ""}`,
    `pedidos ao webhook: ${total(receivedBy)} (${detail(receivedBy)}); falhas de entrega no log: ${deliveryFailures}`,
    `entregues ao webhook: ${deliveries.size} (status delivered: ${byStatus.get("delivered") ?? 0}); ainda pendentes: ${pending.length}${nextAttempt.length ? ` (próxima tentativa em ${minutesFromNow(nextAttempt[0])} a ${minutesFromNow(nextAttempt.at(-1))})` : ""}`,
    undelivered() === 0
      ? `tudo entregue ${drainSeconds.toFixed(0)} s após o fim da carga`
      : `ainda sem entrega ${drainSeconds.toFixed(0)} s após o fim da carga: ${undelivered()} leads aceitos`,
    `perdidos: ${lost} (aceitos fora do banco: ${notStored}; status failed: ${failed}; delivered sem 200 no receptor: ${deliveredUnseen.length})`,
    `entregas duplicadas: ${duplicates}`,
    `RSS do servidor: início ${rssStart.toFixed(0)} MB, fim ${rssEnd.toFixed(0)} MB (crescimento ${growth.toFixed(1)} %${Number.isFinite(growthUnderLoad) ? `; ${growthUnderLoad.toFixed(1)} % desde os ${RSS_SAMPLE_MS / 1000} s de carga` : ""}); a cada ${RSS_SAMPLE_MS / 1000} s: ${rssSamples.map((mb) => mb.toFixed(0)).join(", ")} MB`,
    `erros no log do servidor: ${serverErrors.length}${serverErrors.length ? ` — ${[...new Set(serverErrors.map((l) => String(l.msg)))].slice(0, 3).join("; ")}` : ""}`,
    `meta: 0 erros ${mark(errorCount === 0)}, 0 perdidos ${mark(lost === 0)}, 0 duplicados ${mark(duplicates === 0)}, crescimento de RSS < 10 % ${mark(growth < 10)}`,
  ];
  console.log(lines.join("\n"));
} finally {
  await server?.stop();
  await receiver.close();
  await removeDir(dataDir);
}
