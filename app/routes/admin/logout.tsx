import { redirect } from "react-router";
import { endAdminSession } from "~/server/auth/session.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  return endAdminSession(request);
}

export function loader() {
  throw redirect("/admin/login");
}
