import { createCookie } from "react-router";
import { sessionSecrets } from "~/server/auth/secret.server";
import { env } from "~/server/env.server";

/**
 * Without SMTP a new member's link is shown to the admin once: it rides a short-lived signed
 * cookie from the action to the team page, which clears it as it shows it. The database keeps
 * only the token's hash.
 */
export interface ShownLink {
  name: string;
  link: string;
  purpose: "invite" | "reset";
}

let cookie: ReturnType<typeof createCookie> | undefined;

function linkCookie() {
  if (cookie) return cookie;
  const config = env();
  cookie = createCookie("link-de-acesso", {
    httpOnly: true,
    sameSite: "strict",
    secure: config.BASE_URL.startsWith("https://"),
    // /admin, not /admin/equipe: the page's data request is /admin/equipe.data.
    path: "/admin",
    maxAge: 10 * 60,
    secrets: sessionSecrets(config),
  });
  return cookie;
}

export const showLinkOnce = (shown: ShownLink) => linkCookie().serialize(shown);

/** The link waiting to be shown, and the Set-Cookie that forgets it. */
export async function takeShownLink(request: Request) {
  const header = request.headers.get("Cookie");
  if (!header?.includes("link-de-acesso=")) return { shown: undefined, setCookie: undefined };
  const value = (await linkCookie()
    .parse(header)
    .catch(() => null)) as Partial<ShownLink> | null;
  const shown =
    value && typeof value.link === "string" && typeof value.name === "string"
      ? {
          name: value.name,
          link: value.link,
          purpose: value.purpose === "reset" ? "reset" : "invite",
        }
      : undefined;
  return {
    shown: shown as ShownLink | undefined,
    setCookie: await linkCookie().serialize("", { maxAge: 0 }),
  };
}
