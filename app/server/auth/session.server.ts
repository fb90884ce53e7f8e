import { and, eq, gt, lt, ne } from "drizzle-orm";
import { createSessionStorage } from "react-router";
import { isUuid } from "~/lib/uuid";
import { db, tables } from "../db/index.server";
import { env } from "../env.server";
import { touchLastSeen } from "../team/members.server";
import { findAdminById } from "./admins.server";
import { sessionSecrets } from "./secret.server";

const WEEK_SECONDS = 60 * 60 * 24 * 7;
const { adminSessions } = tables;

type SessionData = { adminId: number };

let storage: ReturnType<typeof createSessionStorage<SessionData>> | undefined;

/**
 * The cookie (signed, httpOnly, SameSite=Lax; Secure and __Host- prefixed on HTTPS) carries
 * only a session id; the row in admin_sessions is what makes it valid, so ending a session
 * on the server really ends it.
 */
function sessionStorage() {
  if (storage) return storage;
  const config = env();
  const https = config.BASE_URL.startsWith("https://");
  storage = createSessionStorage<SessionData>({
    cookie: {
      name: https ? "__Host-admin" : "admin",
      httpOnly: true,
      sameSite: "lax",
      secure: https,
      path: "/",
      maxAge: WEEK_SECONDS,
      secrets: sessionSecrets(config),
    },
    async createData(data, expires) {
      const [row] = await db()
        .insert(adminSessions)
        .values({
          adminId: data.adminId ?? 0,
          expiresAt: expires ?? new Date(Date.now() + WEEK_SECONDS * 1000),
        })
        .returning({ id: adminSessions.id });
      if (!row) throw new Error("sessão não criada");
      return row.id;
    },
    async readData(id) {
      if (!isUuid(id)) return null;
      const [row] = await db()
        .select({ adminId: adminSessions.adminId })
        .from(adminSessions)
        .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, new Date())));
      return row ? { adminId: row.adminId } : null;
    },
    async updateData(id, _data, expires) {
      if (expires) {
        await db()
          .update(adminSessions)
          .set({ expiresAt: expires })
          .where(eq(adminSessions.id, id));
      }
    },
    async deleteData(id) {
      if (isUuid(id)) {
        await db().delete(adminSessions).where(eq(adminSessions.id, id));
      }
    },
  });
  return storage;
}

async function readSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export async function getAdmin(request: Request) {
  const session = await readSession(request);
  const id = session.get("adminId");
  if (!id) return undefined;
  const admin = await findAdminById(id);
  if (!admin) return undefined;
  // 'Último acesso' moves once a minute at most, not at every request.
  const now = new Date();
  if (!admin.lastSeenAt || now.getTime() - admin.lastSeenAt.getTime() >= 60_000) {
    await touchLastSeen(db(), admin.id, now);
  }
  return { ...admin, sessionId: session.id };
}

/**
 * Whether a Cookie header carries a live admin session: a cookie without our signature is
 * refused before the database is asked.
 */
export async function hasAdminSession(cookieHeader: string | undefined): Promise<boolean> {
  if (!cookieHeader) return false;
  const session = await sessionStorage().getSession(cookieHeader);
  return Boolean(session.get("adminId"));
}

/** A new session (new id) at every login; expired rows are swept on the way. */
export async function createAdminSession(adminId: number) {
  await db().delete(adminSessions).where(lt(adminSessions.expiresAt, new Date()));
  const { getSession, commitSession } = sessionStorage();
  const session = await getSession();
  session.set("adminId", adminId);
  return commitSession(session);
}

/** Ends the request's session: deletes its row, and gives the Set-Cookie that clears it. */
export async function endAdminSession(request: Request) {
  const { destroySession } = sessionStorage();
  return destroySession(await readSession(request));
}

/** After a password change: every session of this admin but the one in use ends. */
export async function endOtherSessions(adminId: number, keepSessionId: string) {
  await db()
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId)));
}
