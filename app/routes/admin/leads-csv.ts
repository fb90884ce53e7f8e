import { isoDate } from "~/lib/dates";
import { filterFromQuery, listsSubmissions } from "~/lib/lead-filter";
import { requireAdminFile } from "~/routes/handlers/admin-access.server";
import { leadsCsv } from "~/server/leads/inbox.server";
import { logger } from "~/server/logger.server";
import { peopleCsv } from "~/server/people/csv.server";
import type { Route } from "./+types/leads-csv";

/**
 * What the inbox lists under its current search and filters as a file for Excel in Brazil, sent
 * as it is read: a row per person, or per submission when the inbox lists submissions. It sits outside the admin layout, so it checks the session itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminFile(request);
  const filter = filterFromQuery(new URL(request.url).searchParams);
  const lines = listsSubmissions(filter) ? leadsCsv(filter) : peopleCsv(filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // One batch per pull: the next is read only when the client has taken this one.
    async pull(controller) {
      try {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error({ err: error }, "falha ao exportar leads");
        controller.error(error);
      }
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${listsSubmissions(filter) ? "envios" : "leads"}-${isoDate()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
