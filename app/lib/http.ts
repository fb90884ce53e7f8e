import { data } from "react-router";

/** Ends a loader with a 404; the route's error boundary shows the page's own not-found text. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
