import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materialSlug } from "~/lib/materials";
import { type Database, openDatabase } from "~/server/db/client.server";
import { bookings, leads } from "~/server/db/schema.server";
import { staticMaterials } from "~content/materials";
import { downloadForm } from "../support/actions";
import { Visitor } from "../support/app";
import { createPostgresDatabase } from "../support/databases";
import { startReceiver } from "../support/http";
import { nginxBinary, type RunningNginx, startNginx } from "../support/nginx";
import { freePort, type LaunchedServer, launchServer, removeDir, tempDir } from "../support/server";

// The site as it is deployed (ADR 0046, docs/deploy.md): two production instances on one
// PostgreSQL behind nginx with deploy/nginx.conf, migrations as a release step. Each test
// prints its figures; the next one starts from where the last left the cluster.

const SECRET = "segredo-do-cluster-com-mais-de-32-caracteres";
const ADMIN = { username: "editora", password: "senha-do-cluster-2026" };
/** nginx's fail_timeout in deploy/nginx.conf: a restarted instance gets visitors after it. */
const FAIL_TIMEOUT_MS = 5_000;
const LEADS = 500;
const emailOf = sql<string>`${leads.payload}->>'email'`;

const onCluster = describe.skipIf(!process.env.TEST_DATABASE_URL || !nginxBinary());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figure = (line: string) => process.stdout.write(`[cluster] ${line}\n`);

/** `npm run db:migrate` with this environment: its output. */
function migrate(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ["scripts/migrate.mjs"], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
  return { code: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

onCluster("two instances behind nginx on one PostgreSQL", () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let nginx: RunningNginx;
  let dataDir: string;
  let db: Database;
  let env: Record<string, string>;
  const ports: [number, number] = [0, 0];
  /** The two instances, by their place in nginx's upstream. */
  const instances: (LaunchedServer | undefined)[] = [undefined, undefined];
  const extra: LaunchedServer[] = [];

  /** How many times the receiver got, and answered, the lead `id`'s post. */
  const postsOf = (id: string) => receiver.received.filter((r) => r.key === id).length;
  const answersOf = (id: string) => receiver.answered.filter((key) => key === id).length;

  const instance = (at: 0 | 1) => {
    const running = instances[at];
    if (!running) throw new Error(`instância ${at} parada`);
    return running;
  };

  async function start(at: 0 | 1, more: Record<string, string> = {}) {
    const server = await launchServer({ ...env, PORT: String(ports[at]), ...more });
    instances[at] = server;
    await server.ready;
    expect(server.child.exitCode, server.stderr()).toBeNull();
    return server;
  }

  /** SIGTERM, and the code it exits with. */
  async function stop(at: 0 | 1, signal: NodeJS.Signals = "SIGTERM") {
    const code = await instance(at).stop(signal);
    instances[at] = undefined;
    return code;
  }

  /** Stops whichever instances run, each of them cleanly. */
  async function stopAll() {
    for (const at of [0, 1] as const) if (instances[at]) expect(await stop(at)).toBe(0);
  }

  /** As docs/deploy.md says: stop, start, wait for /readyz, give nginx its fail_timeout. */
  async function restart(at: 0 | 1) {
    expect(await stop(at)).toBe(0);
    const server = await start(at);
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(200);
    // A second past it: nginx reads its clock once per turn of its loop, so on a busy machine
    // the instance's time out may end a little after ours (a lead once met both marked down).
    await sleep(FAIL_TIMEOUT_MS + 1_000);
  }

  beforeAll(async () => {
    if (!existsSync("build/server/index.js"))
      throw new Error("Rode `npm run build` antes destes testes");
    created = await createPostgresDatabase();
    receiver = await startReceiver();
    dataDir = await tempDir("site-cluster-");
    ports[0] = await freePort();
    ports[1] = await freePort();
    const proxyPort = await freePort();
    env = {
      DATABASE_URL: created.url,
      // One machine: both instances share DATA_DIR, so files are the same for both.
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      BASE_URL: `http://127.0.0.1:${proxyPort}`,
      TRUST_PROXY: "x-forwarded-for",
      MIGRATE_ON_START: "false",
      WEBHOOK_LEADS_URL: receiver.url,
      WEBHOOK_DOWNLOAD_URL: receiver.url,
      // Every lead comes from this machine, faster than a person types.
      FORM_MIN_FILL_SECONDS: "0",
      FORM_RATE_LIMIT: "100000",
      DELIVERY_LEASE_SECONDS: "30",
    };
    nginx = await startNginx({ port: proxyPort, upstreams: ports });
    db = await openDatabase({ url: created.url, maxConnections: 2 });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      [...instances, ...extra].map((server) => server?.stop("SIGKILL").catch(() => {})),
    );
    await nginx?.stop();
    await db?.close();
    await receiver?.close();
    await created?.drop().catch(() => {});
    await removeDir(dataDir);
  });

  it("migrations run once as a release step; an instance started before it waits, then serves", async () => {
    const early = await launchServer({ ...env, PORT: String(ports[0]) });
    instances[0] = early;
    await expect
      .poll(() => early.stdout().includes("aguardando npm run db:migrate"), { timeout: 15_000 })
      .toBe(true);
    expect(early.stdout()).not.toContain("servidor no ar");

    const first = migrate(env);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/^Migrações aplicadas: \d+ \(0000_init, .*\)\.$/);
    expect(migrate(env).out).toBe("Banco de dados em dia: nenhuma migração pendente.");

    await early.ready;
    expect((await fetch(`${early.url}/readyz`)).status).toBe(200);
    await start(1);
    expect((await fetch(`${nginx.url}/`)).status).toBe(200);
  });

  it("an edit made through one instance is on the other's pages at once", async () => {
    const [a, b] = [instance(0), instance(1)];
    const editor = new Visitor(a.url, "203.0.113.7");
    const login = await editor.request("/admin/login", {
      method: "POST",
      headers: { origin: a.url },
      body: new URLSearchParams({ ...ADMIN, redirectTo: "/admin/posts" }),
    });
    expect(login.status).toBe(302);
    const list = await (await editor.request("/admin/faq")).text();
    const id = list.match(/\/admin\/faq\/editar\/(\d+)/)?.[1];
    expect(id).toBeDefined();

    // B keeps its home in its page cache: the second visit is the kept copy.
    await (await fetch(`${b.url}/`)).text();
    const kept = await fetch(`${b.url}/`);
    await kept.text();
    expect(kept.headers.get("age")).not.toBeNull();

    const answer = `Resposta revista pela equipe em ${Date.now()}.`;
    const saved = await editor.request(`/admin/faq/editar/${id}`, {
      method: "POST",
      headers: { origin: a.url },
      body: new URLSearchParams({
        _status: "published",
        _position: "0",
        question: "O que é Revenue Operations (RevOps) e por que minha empresa precisa disso?",
        answer,
      }),
    });
    expect(saved.status).toBe(302);
    const savedAt = performance.now();
    await expect
      .poll(async () => (await (await fetch(`${b.url}/`)).text()).includes(answer), {
        timeout: 10_000,
        interval: 20,
      })
      .toBe(true);
    figure(`edição em A vista em B em ${Math.round(performance.now() - savedAt)} ms`);
    expect(await (await fetch(`${nginx.url}/`)).text()).toContain(answer);
  });

  it("a link's secret is in no log: nginx's access log and the instances' write it hidden", async () => {
    const secret = "SegredoDoLinkQueNaoVaiParaOLog0123456789ab";
    const referer = `${nginx.url}/admin/convite/${secret}`;
    for (const path of [
      `/admin/convite/${secret}`,
      `/admin/redefinir-senha/${secret}.data`,
      `/admin/confirmar-email/${secret}`,
      `/baixar/${secret}`,
      `/blog?token=${secret}`,
    ]) {
      const response = await fetch(`${nginx.url}${path}`, { headers: { referer } });
      await response.arrayBuffer();
    }
    await expect
      .poll(() => nginx.siteLog().filter((line) => line.includes("[oculto]")).length)
      .toBeGreaterThanOrEqual(5);
    const logs = [
      ...nginx.siteLog(),
      ...nginx.accessLog(),
      instance(0).stdout(),
      instance(1).stdout(),
    ].join("\n");
    expect(logs).toContain('"GET /admin/convite/[oculto] HTTP/1.1"');
    expect(logs).toContain(`"${nginx.url}/admin/convite/[oculto]"`);
    expect(logs).toContain("/admin/redefinir-senha/[oculto]");
    expect(logs).not.toContain(secret);
  });

  it("a session and a download link signed by one instance hold on the other; an instance with another secret refuses them and the log says why", async () => {
    const [a, b] = [instance(0), instance(1)];
    const sample = staticMaterials[0];
    if (!sample) throw new Error("sem material de exemplo");
    const slug = materialSlug(sample);
    const visitor = new Visitor(a.url, "203.0.113.8");
    await (await visitor.request(`/materiais/${slug}`)).text();
    const sent = await visitor.post(`/materiais/${slug}`, {
      ...downloadForm,
      material: slug,
      email: "ana.souza@cluster.teste",
    });
    expect(sent.headers.get("location")).toBe("/booking");

    // The same visitor, answered by B: the session cookie A signed, and the link in it.
    const onB = visitor.at(b.url);
    const booking = await (await onB.request("/booking")).text();
    const link = /href="(\/baixar\/[^"]+)"[^>]*>Baixar material</.exec(booking)?.[1];
    expect(link, "o link do material na página de B").toBeDefined();
    const file = await fetch(`${b.url}${link}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    await file.arrayBuffer();

    // A third instance signing with another secret: it refuses the link and says why.
    const other = await launchServer({
      ...env,
      SESSION_SECRET: "outro-segredo-com-mais-de-32-caracteres-2026",
    });
    extra.push(other);
    await other.ready;
    expect(other.stdout()).toContain("outro SESSION_SECRET");
    const refused = await fetch(`${other.url}${link}`, { redirect: "manual" });
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toContain("link=invalido");
    expect(await other.stop()).toBe(0);
  });

  it(`${LEADS} leads sent through nginx while each instance in turn stops (SIGTERM) and starts again: every one answered, stored once, delivered once`, async () => {
    // The form's stamp comes in a cookie from its page, signed with the shared secret.
    const page = await fetch(`${nginx.url}/partners/enics`);
    await page.arrayBuffer();
    const stamp = page.headers.getSetCookie().find((c) => c.startsWith("carimbo="));
    if (!stamp) throw new Error("a página não deu o carimbo do formulário");
    const cookie = stamp.split(";")[0] ?? "";

    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
    let next = 0;
    let restarted = false;
    const restarts = (async () => {
      await expect.poll(() => next, { timeout: 60_000 }).toBeGreaterThan(50);
      await restart(0);
      await restart(1);
      restarted = true;
    })();
    // Ten visitors at about 25 leads a second in all; slower near the end while a restart is
    // still under way, so that every restart happens under traffic.
    const pause = () => (!restarted && next > LEADS - 100 ? 2_000 : 400);
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < LEADS) {
          const n = next++;
          try {
            const response = await fetch(`${nginx.url}/partners/enics`, {
              method: "POST",
              body: new URLSearchParams({
                name: `Pessoa ${n}`,
                email: `pessoa${n}@cluster.teste`,
                company: "Empresa Exemplo",
                role: "ceo",
              }),
              headers: { cookie },
              redirect: "manual",
            });
            await response.arrayBuffer();
            count(String(response.status));
          } catch (error) {
            count(`erro: ${(error as Error).cause ?? error}`);
          }
          await sleep(pause());
        }
      }),
    );
    await restarts;
    figure(`leads: respostas ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(Object.fromEntries(statuses), nginx.errorLog().join("\n")).toEqual({ "302": LEADS });
    // Both instances answered some, and each restart came while leads were being sent.
    const answeredBy = new Set(
      nginx
        .accessLog()
        .filter((line) => / POST \/partners\/enics$/.test(line))
        .map((line) => line.split(" ")[1]),
    );
    expect(answeredBy.size).toBeGreaterThanOrEqual(2);

    const flood = () =>
      db.db
        .select({ id: leads.id, email: emailOf, status: leads.status })
        .from(leads)
        .where(sql`${emailOf} like 'pessoa%@cluster.teste'`);
    // Delivered is written once the receiver has answered: the last word is the database's.
    await expect
      .poll(async () => (await flood()).filter((row) => row.status === "delivered").length, {
        timeout: 60_000,
      })
      .toBeGreaterThanOrEqual(LEADS);
    const stored = await flood();
    const emails = new Set(stored.map((row) => row.email));
    const delivered = stored.filter((row) => row.status === "delivered").length;
    const ids = stored.map((row) => row.id);
    const twice = ids.filter((id) => postsOf(id) > 1).length;
    figure(
      `leads: enviados ${LEADS}, gravados ${stored.length} (${emails.size} e-mails), entregues ${delivered}, recebidos ${ids.filter((id) => answersOf(id) > 0).length}, em duplicata ${twice}`,
    );
    expect(stored).toHaveLength(LEADS);
    expect(emails.size).toBe(LEADS);
    expect(delivered).toBe(LEADS);
    expect(ids.every((id) => answersOf(id) === 1)).toBe(true);
    expect(twice).toBe(0);
  });

  it("a rolling restart of both while 20 visitors read pages: no failed page", async () => {
    const home = await (await fetch(`${nginx.url}/`)).text();
    const script = home.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script).toBeDefined();
    const pages = ["/", "/servicos", "/cases", "/blog", "/materiais", "/quem-somos", `${script}`];
    const failures: string[] = [];
    let read = 0;
    let restarting = true;
    const visitors = Array.from({ length: 20 }, async (_, v) => {
      for (let n = v; restarting; n++) {
        const path = pages[n % pages.length] ?? "/";
        try {
          const response = await fetch(`${nginx.url}${path}`);
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${path}: ${response.status}`);
        } catch (error) {
          failures.push(`${path}: ${(error as Error).cause ?? error}`);
        }
        read++;
        await sleep(50);
      }
    });
    await restart(0);
    await restart(1);
    restarting = false;
    await Promise.all(visitors);
    figure(`reinício em sequência: ${read} páginas lidas, ${failures.length} falhas`);
    expect(failures).toEqual([]);
  });

  const statusOf = async (id: string) =>
    (await db.db.select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status;

  /** Posts a contact lead straight to an instance; its row once stored. */
  async function sendLead(to: LaunchedServer, email: string) {
    const page = await fetch(`${to.url}/partners/enics`);
    await page.arrayBuffer();
    const cookie = page.headers
      .getSetCookie()
      .find((c) => c.startsWith("carimbo="))
      ?.split(";")[0];
    const response = await fetch(`${to.url}/partners/enics`, {
      method: "POST",
      body: new URLSearchParams({ name: "Pessoa", email, company: "Empresa", role: "ceo" }),
      headers: { cookie: cookie ?? "" },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const [row] = await db.db.select().from(leads).where(sql`${emailOf} = ${email}`);
    if (!row) throw new Error("lead não gravado");
    return row;
  }

  it("a delivery still being sent when SHUTDOWN_SECONDS ends goes back to the queue, and the other instance delivers it", async () => {
    // Only A runs, with a short deadline: the delivery is surely its.
    await stopAll();
    const a = await start(0, { SHUTDOWN_SECONDS: "2" });
    const email = "devolvido@cluster.teste";
    receiver.holdNext(email);
    const lead = await sendLead(a, email);
    await expect.poll(() => postsOf(lead.id)).toBe(1);

    expect(await stop(0)).toBe(0);
    expect(a.stdout()).toContain("envios devolvidos à fila");
    const [released] = await db.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(released?.status).toBe("pending");
    expect(released?.nextAttemptAt?.getTime()).toBeLessThanOrEqual(Date.now());

    await start(1);
    await expect.poll(() => statusOf(lead.id), { timeout: 15_000 }).toBe("delivered");
    // The receiver saw the key twice (the first post was never answered), and answered once.
    expect(postsOf(lead.id)).toBe(2);
    await start(0);
  });

  it("a delivery cut off by a kill is sent again by the other instance once its lease ends, and arrives once", async () => {
    await stopAll();
    const email = "interrompido@cluster.teste";
    receiver.holdNext(email);
    const lead = await sendLead(await start(0), email);
    await expect.poll(() => postsOf(lead.id)).toBe(1);

    await stop(0, "SIGKILL");
    const [cut] = await db.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(cut?.status).toBe("delivering");

    const startedAt = performance.now();
    await start(1);
    await expect.poll(() => statusOf(lead.id), { timeout: 60_000 }).toBe("delivered");
    figure(
      `entrega interrompida por SIGKILL refeita pela outra instância em ${Math.round((performance.now() - startedAt) / 1000)} s (prazo da reserva: 30 s)`,
    );
    expect(postsOf(lead.id)).toBe(2);
    expect(answersOf(lead.id)).toBe(1);
    await start(0);
  });

  it("20 visitors take one time at once through both instances: one call, 19 pages that offer the next times with their data", async () => {
    for (const at of [0, 1] as const) if (!instances[at]) await start(at);
    // The first administrator is the only host: one call per time.
    const page = await fetch(`${instance(0).url}/agenda-diagnostico`);
    const html = await page.text();
    const time = html.match(/<button type="submit" value="([^"]+)"[^>]*name="inicio"/)?.[1];
    if (!time) throw new Error("a página não ofereceu horários");
    const stamp = page.headers.getSetCookie().find((c) => c.startsWith("carimbo="));
    const cookie = stamp?.split(";")[0] ?? "";
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const response = await fetch(`${instance(n % 2 === 0 ? 0 : 1).url}/agenda-diagnostico`, {
          method: "POST",
          body: new URLSearchParams({
            name: `Visitante ${n}`,
            email: `visitante${n}@cluster.teste`,
            phone: "11 99999-0000",
            company: "Empresa Exemplo",
            inicio: time,
          }),
          headers: { cookie },
          redirect: "manual",
        });
        return { n, status: response.status, body: await response.text() };
      }),
    );
    const won = answers.filter((answer) => answer.status === 302);
    const lost = answers.filter((answer) => answer.status === 409);
    figure(`20 pedidos do mesmo horário: ${won.length} reserva, ${lost.length} recusas`);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const answer of lost) {
      expect(answer.body).toContain("Esse horário acabou de ser reservado");
      expect(answer.body).toContain("Próximos horários livres");
      expect(answer.body).toContain(`Visitante ${answer.n}`);
    }
    const calls = await db.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.startsAt, new Date(time)));
    expect(calls).toEqual([{ status: "confirmed" }]);
  });
});
