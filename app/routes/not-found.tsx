import { notFoundUnlessRedirected } from "~/routes/handlers/missing-address.server";
import type { Route } from "./+types/not-found";

// Every address no other route claims: the admin's redirect for it if there is one (ADR 0044),
// else the root's error boundary renders the 404 page.
export async function loader({ request, context }: Route.LoaderArgs) {
  return notFoundUnlessRedirected(request, context);
}

export default function NotFoundRoute() {
  return null;
}
