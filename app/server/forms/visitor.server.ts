import { createCookieSessionStorage } from "react-router";
import { sessionSecrets } from "../auth/secret.server";
import { env } from "../env.server";

/**
 * The visitor's session: which lead they sent last (the booking pages prefill from it, on the
 * server; ADR 0008) and which REI draft is theirs. Only ids travel in the cookie.
 */
type VisitorData = { leadId: string; reiDraftId: string };

const THIRTY_DAYS = 30 * 24 * 60 * 60;

let storage: ReturnType<typeof createCookieSessionStorage<VisitorData>> | undefined;

function visitorStorage() {
  if (storage) return storage;
  const config = env();
  storage = createCookieSessionStorage<VisitorData>({
    cookie: {
      name: "visitante",
      httpOnly: true,
      sameSite: "lax",
      secure: config.BASE_URL.startsWith("https://"),
      path: "/",
      maxAge: THIRTY_DAYS,
      secrets: sessionSecrets(config),
    },
  });
  return storage;
}

export async function readVisitor(request: Request) {
  const session = await visitorStorage().getSession(request.headers.get("Cookie"));
  return { leadId: session.get("leadId"), reiDraftId: session.get("reiDraftId") };
}

/** The Set-Cookie header that records `changes` in the visitor's session. */
export async function updateVisitor(
  request: Request,
  changes: { leadId?: string; reiDraftId?: string | null },
) {
  const { getSession, commitSession } = visitorStorage();
  const session = await getSession(request.headers.get("Cookie"));
  if (changes.leadId) session.set("leadId", changes.leadId);
  if (changes.reiDraftId === null) session.unset("reiDraftId");
  else if (changes.reiDraftId) session.set("reiDraftId", changes.reiDraftId);
  return commitSession(session);
}
