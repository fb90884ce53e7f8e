import { existsSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN, postAs } from "../support/admin";
import { Visitor } from "../support/app";
import { freePort, type RunningServer, removeDir, startServer, tempDir } from "../support/server";
import { startSmtp } from "../support/smtp";

// The request log (`node server.js`'s stdout) never holds a link's token (ADR 0048): an
// invitation opened, posted with JavaScript's `.data` and without, and one made by 'Novo link'.

let server: RunningServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
let base: string;

beforeAll(async () => {
  if (!existsSync("build/server/index.js"))
    throw new Error("Rode `npm run build` antes destes testes");
  smtp = await startSmtp();
  dataDir = await tempDir("site-link-logs-");
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startServer({
    PORT: String(port),
    BASE_URL: base,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: "Vetor Revenue <painel@site.exemplo>",
  });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  if (dataDir) await removeDir(dataDir);
});

it("writes the invitation's and the reset's addresses without their tokens", async () => {
  const admin = new Visitor(base);
  const login = await postAs(admin, base, "/admin/login", { ...ADMIN, redirectTo: "/admin" });
  expect(login.status).toBe(302);
  const invited = await postAs(admin, base, "/admin/equipe", {
    intent: "invite",
    name: "Rita Log",
    email: "rita@empresa.com.br",
    role: "editor",
  });
  expect(invited.status).toBe(302);
  const [message] = await smtp.received(1);
  const path = /https?:\/\/[^/\s]+(\/admin\/convite\/([\w-]+))/.exec(message?.text ?? "");
  const [, link = "", token = ""] = path ?? [];
  expect(token).toHaveLength(43);

  const rita = new Visitor(base, "203.0.113.20");
  expect((await rita.request(link)).status).toBe(200);
  expect((await rita.request(`${link}.data`)).status).toBe(200);
  const password = "rita-senha-de-log-2026";
  const accepted = await postAs(rita, base, link, {
    newPassword: password,
    confirmPassword: password,
  });
  expect(accepted.status).toBe(302);
  expect((await rita.request(`${link}?token=${token}`)).status).toBe(410);

  await expect.poll(() => server.stdout().includes("/admin/convite/[oculto]")).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(server.stdout()).not.toContain(token);
  expect(server.stdout()).toContain('"path":"/admin/convite/[oculto]"');
});
