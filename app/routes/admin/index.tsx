import { redirect } from "react-router";
import { ADMIN_HOME } from "~/lib/return-path";
import { getAdmin } from "~/server/auth/session.server";
import type { Route } from "./+types/index";

// /admin: the dashboard when signed in, otherwise the login.
export async function loader({ request }: Route.LoaderArgs) {
  throw redirect((await getAdmin(request)) ? ADMIN_HOME : "/admin/login");
}
