import { notFound } from "~/lib/http";

// Every address no other route claims: the root's error boundary renders the 404 page.
export function loader() {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
