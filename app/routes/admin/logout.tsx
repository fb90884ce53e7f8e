import { redirect } from "react-router";
import { assertSameOrigin } from "~/server/auth/origin.server";
import { endAdminSession } from "~/server/auth/session.server";
import { readForm } from "~/server/forms/read-form.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await readForm(request);
  return endAdminSession(request);
}

export function loader() {
  throw redirect("/admin/login");
}
