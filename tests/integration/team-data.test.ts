import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Database } from "~/server/db/index.server";
import { adminSessions, adminTokens, adminUsers } from "~/server/db/schema.server";
import {
  addMember,
  alertRecipients,
  changeRole,
  memberByLogin,
  removeMember,
  setMemberEmail,
  setPasswordByToken,
  touchLastSeen,
  updateProfile,
} from "~/server/team/members.server";
import {
  ALL_PURPOSES,
  findToken,
  issueToken,
  pendingEmail,
  revokeTokens,
} from "~/server/team/tokens.server";
import { describeOnTargets } from "../support/databases";

// The team's data (ADR 0040) on each database: e-mails unique whatever their case, the last
// administrator kept, links used once, 'Último acesso' once a minute, alert recipients.

describeOnTargets("the team on $name", (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const db = () => database.db;
  let first: number;

  const add = async (name: string, email: string, role: "admin" | "editor" | "sales") => {
    const added = await addMember(db(), { name, email, role, passwordHash: "x" });
    if (added === "taken") throw new Error("e-mail em uso");
    return added.id;
  };

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
    await database.migrate();
  });
  afterAll(async () => {
    await dispose?.();
  });
  beforeEach(async () => {
    await db().delete(adminUsers);
    const [row] = await db()
      .insert(adminUsers)
      .values({ username: "editora", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    first = row?.id ?? 0;
  });

  it("makes existing users administrators with no e-mail and no alerts", async () => {
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, first));
    expect(row).toMatchObject({ role: "admin", email: null, name: "", alertForms: [] });
  });

  it("stores e-mails lowercased and refuses one in use in another case", async () => {
    const id = await add("Ana", "Ana@Empresa.com.br", "sales");
    const [row] = await db().select().from(adminUsers).where(eq(adminUsers.id, id));
    expect(row).toMatchObject({ email: "ana@empresa.com.br", username: "ana@empresa.com.br" });
    expect(
      await addMember(db(), {
        name: "B",
        email: "ANA@empresa.com.br",
        role: "editor",
        passwordHash: "x",
      }),
    ).toBe("taken");
    expect(
      await addMember(db(), { name: "B", email: "EDITORA", role: "editor", passwordHash: "x" }),
    ).toBe("taken");
    // The index refuses it even past the code's check.
    await expect(
      db()
        .insert(adminUsers)
        .values({ username: "outra", email: "ANA@EMPRESA.COM.BR", passwordHash: "x" }),
    ).rejects.toThrow();
    expect(await setMemberEmail(db(), first, "Ana@empresa.com.br")).toBe("taken");
    expect((await memberByLogin(db(), " ANA@empresa.com.br "))?.id).toBe(id);
    expect((await memberByLogin(db(), "editora"))?.id).toBe(first);
  });

  it("keeps the last administrator: not demoted, not removed, nobody removes themselves", async () => {
    const other = await add("Bia", "bia@empresa.com.br", "editor");
    expect(await changeRole(db(), first, "sales")).toBe("last-admin");
    expect(await removeMember(db(), other, first)).toBe("last-admin");
    expect(await removeMember(db(), first, first)).toBe("self");
    expect(await changeRole(db(), other, "admin")).toBe("ok");
    // Two administrators at once may each demote the other; one of them stays.
    const results = await Promise.all([
      changeRole(db(), first, "sales"),
      changeRole(db(), other, "sales"),
    ]);
    expect(results.sort()).toEqual(["last-admin", "ok"]);
    const admins = await db().select().from(adminUsers).where(eq(adminUsers.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("removes a member with their sessions and links", async () => {
    const id = await add("Caio", "caio@empresa.com.br", "sales");
    await db()
      .insert(adminSessions)
      .values({ adminId: id, expiresAt: new Date(Date.now() + 60_000) });
    await issueToken(db(), id, "reset", 60_000);
    expect(await removeMember(db(), first, id)).toBe("ok");
    expect(await db().select().from(adminSessions).where(eq(adminSessions.adminId, id))).toEqual(
      [],
    );
    expect(await db().select().from(adminTokens).where(eq(adminTokens.adminId, id))).toEqual([]);
    expect(await removeMember(db(), first, id)).toBe("not-found");
  });

  it("uses a link once, before it expires, ending every session of the member", async () => {
    const id = await add("Duda", "duda@empresa.com.br", "editor");
    await db()
      .insert(adminSessions)
      .values({ adminId: id, expiresAt: new Date(Date.now() + 60_000) });
    const token = await issueToken(db(), id, "invite", 60_000);
    const [stored] = await db().select().from(adminTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await findToken(db(), token, "reset")).state).toBe("unknown");
    const found = await findToken(db(), token, "invite");
    expect(found.state).toBe("valid");
    if (!found.row) throw new Error("sem link");
    const both = await Promise.all([
      setPasswordByToken(db(), found.row, "nova"),
      setPasswordByToken(db(), found.row, "outra"),
    ]);
    expect(both.sort()).toEqual([false, true]);
    expect((await findToken(db(), token, "invite")).state).toBe("used");
    expect(await db().select().from(adminSessions).where(eq(adminSessions.adminId, id))).toEqual(
      [],
    );

    const late = await issueToken(db(), id, "reset", 60_000, new Date(Date.now() - 120_000));
    const expired = await findToken(db(), late, "reset");
    expect(expired.state).toBe("expired");
    if (!expired.row) throw new Error("sem link");
    expect(await setPasswordByToken(db(), expired.row, "x")).toBe(false);
    expect((await findToken(db(), "curto", "reset")).state).toBe("unknown");
  });

  it("keeps one live link per member: a newer one, a used one and a password change revoke the rest", async () => {
    const id = await add("Eva", "eva@empresa.com.br", "sales");
    const other = await add("Fabi", "fabi@empresa.com.br", "sales");
    const state = async (token: string, purpose: "invite" | "reset" | "email") =>
      (await findToken(db(), token, purpose)).state;
    const invite = await issueToken(db(), id, "invite", 60_000);
    const othersReset = await issueToken(db(), other, "reset", 60_000);
    const email = await issueToken(db(), id, "email", 60_000, new Date(), "eva@pessoal.com.br");
    // A new password link voids the member's invitation, not their e-mail's nor anyone else's.
    const reset = await issueToken(db(), id, "reset", 60_000);
    expect(await state(invite, "invite")).toBe("revoked");
    expect(await state(reset, "reset")).toBe("valid");
    expect(await state(email, "email")).toBe("valid");
    expect(await state(othersReset, "reset")).toBe("valid");
    expect(await pendingEmail(db(), id)).toMatchObject({ email: "eva@pessoal.com.br" });
    const revoked = (await findToken(db(), invite, "invite")).row;
    if (!revoked) throw new Error("sem link");
    expect(await setPasswordByToken(db(), revoked, "x")).toBe(false);

    // A second reset, used: the first is refused, and the pending e-mail change goes too.
    const second = await issueToken(db(), id, "reset", 60_000);
    expect(await state(reset, "reset")).toBe("revoked");
    const row = (await findToken(db(), second, "reset")).row;
    if (!row) throw new Error("sem link");
    expect(await setPasswordByToken(db(), row, "nova")).toBe(true);
    expect(await state(second, "reset")).toBe("used");
    expect(await state(email, "email")).toBe("revoked");
    expect(await pendingEmail(db(), id)).toBeUndefined();
    expect(await state(othersReset, "reset")).toBe("valid");

    // Made at once, each in its transaction (as the team's pages make them): one stays live.
    const both = await Promise.all(
      (["reset", "invite"] as const).map((purpose) =>
        db().transaction((tx) =>
          issueToken(tx as unknown as typeof database.db, other, purpose, 60_000),
        ),
      ),
    );
    const live = await db().select().from(adminTokens).where(eq(adminTokens.adminId, other));
    expect(live.filter((t) => !t.usedAt && !t.revokedAt)).toHaveLength(1);
    expect(both).toHaveLength(2);

    // A password change, as 'Minha conta' makes it, revokes every kind.
    await issueToken(db(), other, "email", 60_000, new Date(), "fabi@pessoal.com.br");
    await revokeTokens(db(), other, ALL_PURPOSES);
    const after = await db().select().from(adminTokens).where(eq(adminTokens.adminId, other));
    expect(after.filter((t) => !t.usedAt && !t.revokedAt)).toEqual([]);
  });

  it("writes 'Último acesso' at most once a minute", async () => {
    const t0 = new Date("2026-11-27T12:00:00Z");
    const seen = async () =>
      (
        await db().select().from(adminUsers).where(eq(adminUsers.id, first))
      )[0]?.lastSeenAt?.toISOString();
    await touchLastSeen(db(), first, t0);
    await touchLastSeen(db(), first, new Date(t0.getTime() + 30_000));
    expect(await seen()).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + 61_000);
    await touchLastSeen(db(), first, later);
    expect(await seen()).toBe(later.toISOString());
  });

  it("finds the e-mails of the members who asked for a form's alerts", async () => {
    const ana = await add("Ana", "ana@empresa.com.br", "sales");
    const bia = await add("Bia", "bia@empresa.com.br", "admin");
    await add("Caio", "caio@empresa.com.br", "sales");
    await updateProfile(db(), ana, { name: "Ana", alertForms: ["contact", "rei"] });
    await updateProfile(db(), bia, { name: "Bia", alertForms: ["contact"] });
    expect(await alertRecipients(db(), "contact")).toEqual([
      "ana@empresa.com.br",
      "bia@empresa.com.br",
    ]);
    expect(await alertRecipients(db(), "rei")).toEqual(["ana@empresa.com.br"]);
    expect(await alertRecipients(db(), "newsletter")).toEqual([]);
    // A member whose e-mail changed is told at the new one; their username follows it.
    expect(await setMemberEmail(db(), ana, "Ana.Souza@empresa.com.br")).toBe("ok");
    expect(await alertRecipients(db(), "rei")).toEqual(["ana.souza@empresa.com.br"]);
    expect((await memberByLogin(db(), "ana.souza@empresa.com.br"))?.username).toBe(
      "ana.souza@empresa.com.br",
    );
  });
});
