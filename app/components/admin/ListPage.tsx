// An admin list's page (the kit, ADR 0055): its heading, what it is for, 'Novo …', the table
// (or what to do when it is empty) and the delete dialog. What a list has of its own (filters,
// an import, more sections) goes in `children`, above or `after` the table.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AdminPage } from "../layout/AdminPage";
import { EmptyList, type ListColumn, ListTable } from "./ListTable";
import { primaryButton } from "./styles";

const sectionHeading = "text-xl font-semibold text-ink";

interface ListPageProps<Item> {
  title: string;
  intro?: string;
  /** 'Novo …': where it leads, and its words. */
  create?: { to: string; label: string };
  items: Item[];
  columns: ListColumn<Item>[];
  empty: { title: string; hint?: string };
  /** The delete dialog (`useDeleteDialog(type).dialog`). */
  dialog?: ReactNode;
  /** Above the buttons (a list's sections), beside 'Novo …' (other buttons), between them and
   * the table (a status), and after the table (more sections). */
  lead?: ReactNode;
  children?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  /** Phones get one card per item (the default), or the table scrolling sideways. */
  cards?: boolean;
  minWidth?: string;
}

export function ListPage<Item extends { id: number | string }>({
  title,
  intro,
  create,
  items,
  columns,
  empty,
  dialog,
  lead,
  children,
  before,
  after,
  cards = true,
  minWidth,
}: ListPageProps<Item>) {
  return (
    <AdminPage title={title}>
      {intro ? <p className="mb-4 max-w-3xl text-slate-600">{intro}</p> : null}
      {lead}
      {create || children ? (
        <div className="flex flex-wrap items-center gap-3">
          {create ? (
            <Link to={create.to} className={primaryButton}>
              {create.label}
            </Link>
          ) : null}
          {children}
        </div>
      ) : null}
      {before}
      {items.length === 0 ? (
        <EmptyList title={empty.title} hint={empty.hint} />
      ) : (
        <ListTable
          caption={title}
          columns={columns}
          items={items}
          cards={cards}
          minWidth={minWidth}
        />
      )}
      {after}
      {dialog}
    </AdminPage>
  );
}

/** A further list on a list's page, under a heading of its own that `id` links to. */
export function ListSection<Item extends { id: number | string }>(props: {
  id: string;
  heading: string;
  intro: string;
  caption: string;
  items: Item[];
  columns: ListColumn<Item>[];
  empty: string;
}) {
  return (
    <section id={props.id} aria-labelledby={`${props.id}-titulo`} className="mt-12">
      <h2 id={`${props.id}-titulo`} className={sectionHeading}>
        {props.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{props.intro}</p>
      {props.items.length === 0 ? (
        <EmptyList title={props.empty} />
      ) : (
        <ListTable caption={props.caption} columns={props.columns} items={props.items} cards />
      )}
    </section>
  );
}
