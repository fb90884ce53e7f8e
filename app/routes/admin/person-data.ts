// 'Baixar dados (JSON)': everything the site keeps of a person, as LGPD art. 18 lets them ask.
import { leadsType } from "~/lib/admin-content-types";
import { requireAdminFile } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { personData } from "~/server/people/person.server";
import type { Route } from "./+types/person-data";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminFile(request);
  const found = await personData(params.id);
  if (!found) throw await redirectNotFound(leadsType);
  const file = `dados-${(found.pessoa.email ?? params.id).replace(/[^\w.@-]/g, "_")}.json`;
  return new Response(JSON.stringify(found, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file}"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
