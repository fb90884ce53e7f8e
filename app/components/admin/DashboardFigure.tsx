import { NO_RATE } from "~/lib/dashboard";
import type { Figure } from "~/lib/dashboard-people";

/**
 * A figure of a people table: the number, its share of the row's people under it, and with
 * `?comparar=1` the previous period's under that ('antes 9'), so a phone's column stays narrow.
 */
export function FigureCell<R>({ figure, row, before }: { figure: Figure<R>; row: R; before?: R }) {
  // A row that brought nobody has no share to speak of: the cell keeps its one figure.
  const rate = figure.rate?.(row);
  const beforeRate = before && figure.rate?.(before);
  return (
    <>
      {figure.format(row)}
      {rate && rate !== NO_RATE ? (
        <>
          {" "}
          <span className="block text-xs text-slate-600">{rate}</span>
        </>
      ) : null}
      {before ? (
        <>
          {" "}
          <span className="block text-xs text-slate-600">
            {`antes ${figure.format(before)}`}
            {beforeRate && beforeRate !== NO_RATE ? ` · ${beforeRate}` : ""}
          </span>
        </>
      ) : null}
    </>
  );
}

/** The cells of a row's figures. */
export const figureCells = <R,>(figures: Figure<R>[], row: R, before?: R) =>
  figures.map((figure) => (
    <FigureCell key={figure.label} figure={figure} row={row} before={before} />
  ));
