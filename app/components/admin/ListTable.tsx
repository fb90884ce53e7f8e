import type { ReactNode } from "react";

export interface ListColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** Classes of the column's cells: alignment, width, wrapping. */
  className?: string;
  /** Read by screen readers, not shown: a column whose content says what it is. */
  hiddenHeader?: boolean;
  /** The row's actions: in a card they close it, without a label. */
  actions?: boolean;
}

/**
 * An admin list: a table whose row header (`rowHeader`, the first column unless said) names
 * each row, in a box that scrolls sideways rather than the page. With `cards`, phones get one
 * card per item instead, the same cells under their column's name.
 */
export function ListTable<Item extends { id: number | string }>({
  caption,
  columns,
  items,
  rowHeader = 0,
  rowClassName,
  minWidth = "",
  cards = false,
}: {
  caption: string;
  columns: ListColumn<Item>[];
  items: Item[];
  rowHeader?: number | false;
  rowClassName?: (item: Item) => string;
  /** A Tailwind min-width for the table, when it should scroll rather than squeeze. */
  minWidth?: string;
  cards?: boolean;
}) {
  return (
    <>
      {cards ? (
        <ListCards caption={caption} columns={columns} items={items} rowHeader={rowHeader} />
      ) : null}
      {/* `relative` keeps screen-reader-only texts inside the scroll box: positioned against
          the page, they would widen it on a phone. */}
      <div
        className={`relative mt-8 overflow-x-auto rounded-xl border border-slate-200 bg-white ${cards ? "hidden md:block" : ""}`}
      >
        <table className={`w-full text-left text-sm ${minWidth}`}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-4 py-3 ${column.className ?? ""}`}
                >
                  {column.hiddenHeader ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.id}
                className={`border-b border-slate-100 last:border-0 ${rowClassName?.(item) ?? ""}`}
              >
                {columns.map((column, index) =>
                  index === rowHeader ? (
                    <th
                      key={column.header}
                      scope="row"
                      className={`px-4 py-2 font-medium text-ink ${column.className ?? ""}`}
                    >
                      {column.cell(item)}
                    </th>
                  ) : (
                    <td
                      key={column.header}
                      className={`px-4 ${column.actions ? "py-1" : "py-2"} ${column.className ?? ""}`}
                    >
                      {column.cell(item)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Phones: one card per item, headed by its row header, the other cells as label and value. */
function ListCards<Item extends { id: number | string }>({
  caption,
  columns,
  items,
  rowHeader,
}: {
  caption: string;
  columns: ListColumn<Item>[];
  items: Item[];
  rowHeader: number | false;
}) {
  const heading = rowHeader === false ? undefined : columns[rowHeader];
  const pairs = columns.filter((column) => column !== heading && !column.actions);
  const actions = columns.filter((column) => column.actions);
  return (
    <ul aria-label={caption} className="mt-8 space-y-3 md:hidden">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
          {heading ? (
            <p className="font-semibold break-words text-ink">{heading.cell(item)}</p>
          ) : null}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {pairs.map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-slate-500">{column.header}</dt>
                <dd className="min-w-0 break-words text-slate-700">{column.cell(item)}</dd>
              </div>
            ))}
          </dl>
          {actions.map((column) => (
            <div key={column.header} className="mt-2">
              {column.cell(item)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

/** What a list shows with nothing in it: what is missing, and where things come from. */
export function EmptyList({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
    </div>
  );
}
