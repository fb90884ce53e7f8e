// What each public landing page last read as (ADR 0045): if the database cannot answer, the page
// shows what it showed a moment ago, and a lead form sent meanwhile comes back on its page with
// its values and the failure message instead of an error page. Public pages only; a few dozen.
import { LRUCache } from "lru-cache";
import type { ViewBlock } from "~/lib/landing/view";
import type { LandingRow } from "./pages.server";

interface Kept {
  row: LandingRow;
  blocks: ViewBlock[];
}

const lastRead = new LRUCache<string, Kept>({ max: 32 });

export const keepLandingPage = (kept: Kept) => lastRead.set(kept.row.slug, kept);

export const keptLandingPage = (slug: string) => lastRead.get(slug);
