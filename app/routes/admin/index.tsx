import { redirect } from "react-router";
import { getAdmin } from "~/server/auth/session.server";
import type { Route } from "./+types/index";

// /admin: the posts when signed in, otherwise the login.
export async function loader({ request }: Route.LoaderArgs) {
  throw redirect((await getAdmin(request)) ? "/admin/posts" : "/admin/login");
}
