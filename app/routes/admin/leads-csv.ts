import { isoDate } from "~/lib/dates";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { leadsCsv } from "~/server/leads/inbox.server";
import type { Route } from "./+types/leads-csv";

/**
 * Every lead of the inbox's current filter as a spreadsheet file. It sits outside the admin
 * layout, so it checks the session itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const csv = await leadsCsv({ formType: params.get("tipo"), status: params.get("status") });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${isoDate()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
