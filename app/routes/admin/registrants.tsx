import { Form, Link, useNavigation } from "react-router";
import { AdminPage } from "~/components/layout/AdminPage";
import { landingPagesType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { formatDayTime } from "~/lib/dates";
import { errorToast, successToast } from "~/lib/forms/toasts";
import { privatePageHeaders } from "~/lib/http";
import { isLandingAddress } from "~/lib/landing/address";
import { leadPerson } from "~/lib/lead-fields";
import { personPath, registrantsPath } from "~/lib/lead-work";
import { isUuid } from "~/lib/uuid";
import { requireAdmin, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectNotFound } from "~/routes/handlers/admin-content.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { landingPageBySlug } from "~/server/landing/pages.server";
import { registrantsOf, setAttended } from "~/server/landing/registrants.server";
import { registrantsCopy as copy } from "~content/admin-registrants";
import type { Route } from "./+types/registrants";

// A campaign page's registrants (issue 58), at /admin/leads/inscritos/{endereço}: the leads'
// roles read them and mark who attended; the page's file is beside it.

async function pageOf(slug: string | undefined) {
  const page = isLandingAddress(slug) ? await landingPageBySlug(slug) : undefined;
  if (!page) throw await redirectNotFound(landingPagesType);
  return page;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const page = await pageOf(params.endereco);
  const rows = await registrantsOf(page.slug);
  return {
    page: { slug: page.slug, title: page.title },
    registrants: rows.map((row) => {
      const person = leadPerson(row.payload);
      return {
        id: row.id,
        personId: row.personId,
        name: person.name || person.email,
        email: person.email,
        company: person.company,
        at: formatDayTime(row.createdAt),
        attended: row.attendedAt !== null,
      };
    }),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdminAction(request);
  const page = await pageOf(params.endereco);
  const form = await readForm(request);
  const lead = String(form.get("lead") ?? "");
  const name = String(form.get("name") ?? "").slice(0, 200);
  const attended = form.get("intent") === "attended";
  const back = registrantsPath(page.slug);
  const done = isUuid(lead) && (await setAttended(page.slug, lead, attended));
  if (!done) return redirectWithToast(back, errorToast(copy.notFound));
  return redirectWithToast(
    `${back}#inscrito-${lead}`,
    successToast(attended ? copy.marked(name) : copy.unmarked(name)),
  );
}

export const headers = privatePageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? copy.title(loaderData.page.title) : copy.link);

export default function AdminRegistrantsPage({ loaderData }: Route.ComponentProps) {
  const { page, registrants } = loaderData;
  const busy = useNavigation().state !== "idle";
  const attended = registrants.filter((row) => row.attended).length;
  return (
    <AdminPage title={copy.title(page.title)}>
      <Link to="/admin/paginas" className="text-sm font-medium text-brand-700 underline">
        {copy.back}
      </Link>
      <p className="mt-3 max-w-3xl text-slate-700">{copy.intro}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <strong className="text-ink">{copy.counts(registrants.length, attended)}</strong>
        <a
          href={`${registrantsPath(page.slug)}/inscritos.csv`}
          className="font-medium text-brand-700 underline"
          download
        >
          {copy.csv}
        </a>
      </p>
      {registrants.length === 0 ? (
        <p className="mt-6 text-slate-600">{copy.empty}</p>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">{copy.title(page.title)}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {[
                  copy.columns.name,
                  copy.columns.email,
                  copy.columns.company,
                  copy.columns.at,
                  copy.columns.attended,
                ].map((label) => (
                  <th key={label} scope="col" className="px-4 py-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {registrants.map((row) => (
                <tr key={row.id} id={`inscrito-${row.id}`}>
                  <th scope="row" className="px-4 py-3 font-medium [overflow-wrap:anywhere]">
                    {row.personId ? (
                      <Link to={personPath(row.personId)} className="text-brand-700 underline">
                        {row.name}
                      </Link>
                    ) : (
                      row.name
                    )}
                  </th>
                  <td className="px-4 py-3 [overflow-wrap:anywhere]">{row.email}</td>
                  <td className="px-4 py-3">{row.company || "—"}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{row.at}</td>
                  <td className="px-4 py-3">
                    <Form method="post" className="flex items-center gap-3">
                      <input type="hidden" name="lead" value={row.id} />
                      <input type="hidden" name="name" value={row.name} />
                      <span>{row.attended ? copy.yes : copy.no}</span>
                      <button
                        type="submit"
                        name="intent"
                        value={row.attended ? "absent" : "attended"}
                        aria-label={row.attended ? copy.unmark(row.name) : copy.mark(row.name)}
                        disabled={busy}
                        className="min-h-10 rounded-lg border border-slate-300 px-3 font-medium text-ink hover:bg-slate-50 disabled:opacity-60"
                      >
                        {row.attended ? copy.unmarkShort : copy.markShort}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
