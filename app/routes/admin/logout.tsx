import { redirect } from "react-router";
import { assertSameOrigin, signOut } from "~/routes/handlers/admin-access.server";
import { readForm } from "~/routes/handlers/read-form.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await readForm(request);
  return signOut(request);
}

export function loader() {
  throw redirect("/admin/login");
}
