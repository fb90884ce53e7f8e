import { redirect } from "react-router";
import { homeFor } from "~/lib/admin-areas";
import { getAdmin } from "~/server/auth/session.server";
import type { Route } from "./+types/index";

// /admin: the first page of the admin's role when signed in, otherwise the login.
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getAdmin(request);
  throw redirect(admin ? homeFor(admin.role) : "/admin/login");
}
