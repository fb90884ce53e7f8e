import { Form, Link } from "react-router";
import { useDeleteDialog } from "~/components/admin/DeleteDialog";
import { ListPage } from "~/components/admin/ListPage";
import type { ListColumn } from "~/components/admin/ListTable";
import { PublicationBadge } from "~/components/admin/PublicationBadge";
import { actionLinkClass, actionsColumn } from "~/components/admin/RowActions";
import { SiteAdminError } from "~/components/admin/SiteEntryForm";
import { landingPagesType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { formatDateTime, publicationState } from "~/lib/dates";
import { formBlock } from "~/lib/landing/blocks";
import { leadsHref } from "~/lib/lead-filter";
import { registrantsPath } from "~/lib/lead-work";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { listLandingPages } from "~/server/landing/pages.server";
import { landingCopy, landingScreensCopy } from "~content/admin-landing";
import { registrantsCopy } from "~content/admin-registrants";
import type { Route } from "./+types/landing-pages";
import { duplicateLandingPage } from "./landing-duplicate.server";

const copy = landingScreensCopy.list;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const now = new Date();
  const rows = await listLandingPages();
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      slug: row.slug,
      state: publicationState({ status: row.status, date: row.publishAt }, now),
      updatedAt: formatDateTime(row.updatedAt),
      // A page with its own form has registrants to list.
      campaign: formBlock(row.blocks)?.data.formType === "campaign",
    })),
  };
}

/** 'Duplicar': a copy as a draft, then its editor. */
export const action = ({ request }: Route.ActionArgs) => duplicateLandingPage(request);

export const meta = () => adminMeta(landingCopy.plural);

type Item = Route.ComponentProps["loaderData"]["items"][number];

/** /admin/paginas: every landing page, newest change first. */
export default function LandingPagesList({ loaderData: { items } }: Route.ComponentProps) {
  const remove = useDeleteDialog(landingPagesType);
  const columns: ListColumn<Item>[] = [
    {
      header: copy.columns.title,
      cell: (item) => <span className="break-words">{item.title}</span>,
    },
    {
      header: copy.columns.address,
      cell: (item) => (
        <a
          href={`/${item.slug}`}
          target="_blank"
          rel="noopener"
          aria-label={`${copy.openLabel(item.slug)} (abre em nova aba)`}
          className="break-words font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {`/${item.slug}`}
        </a>
      ),
    },
    {
      header: copy.columns.status,
      cell: (item) => <PublicationBadge state={item.state} labels={landingScreensCopy.states} />,
    },
    { header: copy.columns.updated, cell: (item) => item.updatedAt },
    actionsColumn(copy, remove.link, (item) => ({
      name: item.title,
      edit: `/admin/paginas/editar/${item.id}`,
      target: { id: item.id, title: item.title },
      between: (
        <>
          <Link
            to={leadsHref({ landing: item.slug })}
            aria-label={copy.leadsLabel(item.title)}
            className={actionLinkClass}
          >
            {copy.leads}
          </Link>
          {item.campaign ? (
            <Link
              to={registrantsPath(item.slug)}
              aria-label={registrantsCopy.linkLabel(item.title)}
              className={actionLinkClass}
            >
              {registrantsCopy.link}
            </Link>
          ) : null}
          <Form method="post" className="contents">
            <input type="hidden" name="id" value={item.id} />
            <button
              type="submit"
              name="intent"
              value="duplicar"
              aria-label={copy.duplicateLabel(item.title)}
              className={actionLinkClass}
            >
              {copy.duplicate}
            </button>
          </Form>
        </>
      ),
    })),
  ];
  return (
    <ListPage
      title={landingCopy.plural}
      intro={landingCopy.intro}
      create={{ to: "/admin/paginas/nova", label: landingCopy.new }}
      items={items}
      columns={columns}
      empty={{ title: landingCopy.empty, hint: copy.emptyHint }}
      dialog={remove.dialog}
    />
  );
}

export const ErrorBoundary = SiteAdminError;
