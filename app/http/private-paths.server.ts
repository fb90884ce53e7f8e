/**
 * Addresses whose answers are for one person only: every admin response, the booking pages,
 * whose calendar address carries the visitor's name, e-mail and phone, and download links. Decided on the path as
 * React Router matches it, so another spelling of the same page is private too.
 */

/** Decoded part by part like React Router, one slash between parts, no `.data`, lower case. */
function routePath(path: string) {
  const decoded = path
    .split("/")
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    })
    .join("/");
  return decoded
    .replace(/\/{2,}/g, "/")
    .replace(/\.data$/, "")
    .toLowerCase();
}

export const isAdminPath = (path: string) => /^\/admin(\/|$)/.test(routePath(path));

const PERSONAL = /^\/(booking|agenda|agenda-diagnostico|baixar)(\/|$)/;

/** Answers that no browser or proxy cache may keep: `Cache-Control: private, no-store`. */
export const isPrivatePath = (path: string) => isAdminPath(path) || PERSONAL.test(routePath(path));
