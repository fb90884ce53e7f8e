import type { Figure } from "~/lib/dashboard-people";

/**
 * A figure of a people table: the number, its share of the row's people under it, and with
 * `?comparar=1` the previous period's under that ('antes 9'), so a phone's column stays narrow.
 */
export function FigureCell<R>({ figure, row, before }: { figure: Figure<R>; row: R; before?: R }) {
  const rate = figure.rate?.(row);
  return (
    <>
      {figure.format(row)}
      {rate ? (
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
            {figure.rate ? ` · ${figure.rate(before)}` : ""}
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
