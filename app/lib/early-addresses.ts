// The addresses the server answers before React Router (ADR 0050). The server mounts its early
// handlers from this list (server.js, app/http/), and a landing page's address and a redirect's
// 'De' are refused on it: one list, so the two cannot drift.
import { VIEW_PATH } from "./page-view";

export const serverAddresses = {
  /** The page-view beacon and its no-JavaScript image (ADR 0019). */
  view: VIEW_PATH,
  /** Liveness and readiness (ADR 0046). */
  health: "/healthz",
  ready: "/readyz",
  /** The build's hashed files. */
  assets: "/assets",
  /**
   * What `public/` holds at its top, served as files before the app: a file, or a folder and
   * everything in it. server.js serves nothing else of the build's folder; a unit test holds
   * this list to `public/`.
   */
  publicEntries: ["favicon.svg", "icons", "images"],
} as const;

/** Every address above as a path: each answers itself and everything under it. */
const ANSWERED = [
  serverAddresses.view,
  serverAddresses.health,
  serverAddresses.ready,
  serverAddresses.assets,
  ...serverAddresses.publicEntries.map((entry) => `/${entry}`),
];

/**
 * Whether the server answers `path` (lower case, as `normalizePath` gives it) before React
 * Router: then no redirect and no landing page there would ever be seen.
 */
export const isServerAddress = (path: string) =>
  ANSWERED.some((answered) => path === answered || path.startsWith(`${answered}/`));

/**
 * The first segments of those addresses without their file's extension ('favicon'), which a
 * landing page's address may not be.
 */
export const earlyFirstSegments: readonly string[] = ANSWERED.map(
  (path) => path.slice(1).split("/")[0]?.replace(/\..*$/, "") ?? "",
);
