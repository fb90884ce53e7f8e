import { isoDate } from "~/lib/dates";
import { notFound } from "~/lib/http";
import { isLandingAddress } from "~/lib/landing/address";
import { formBlock } from "~/lib/landing/blocks";
import { campaignSettings } from "~/lib/landing/campaign-block";
import { registrantsCsv } from "~/lib/landing/registrants-csv";
import { requireAdminFile } from "~/routes/handlers/admin-access.server";
import { landingPageBySlug } from "~/server/landing/pages.server";
import { registrantsOf } from "~/server/landing/registrants.server";
import type { Route } from "./+types/registrants-csv";

/**
 * A campaign page's registrants as a file (issue 58), at most REGISTRANTS_MAX rows. It sits
 * outside the admin layout, so it checks the session itself.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminFile(request);
  const page = isLandingAddress(params.endereco)
    ? await landingPageBySlug(params.endereco)
    : undefined;
  if (!page) notFound();
  const form = formBlock(page.blocks);
  const fields = form ? campaignSettings(form.data).fields : [];
  return new Response(registrantsCsv(await registrantsOf(page.slug), fields), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="inscritos-${page.slug}-${isoDate()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
