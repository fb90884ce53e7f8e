// What the dashboard's people tables show and export (ADR 0058): the same figures, the same
// rates, the same previous period, on the page and in its CSV files.
import {
  type ContactRow,
  formatConversion,
  formatCount,
  formatDuration,
  formatRate,
  type PeopleFigures,
} from "./dashboard";

/** A row's figures, views included when the row has them. */
type Figures = PeopleFigures & { views?: number };

/** A figure: its column's name, how it reads ('25,0%', '3 h'), and its CSV cell. */
export interface Figure<R> {
  label: string;
  /** The number a spreadsheet sums; null where the CSV takes the text (a rate, a wait). */
  value: (row: R) => number | null;
  format: (row: R) => string;
  /** Under the figure on the page: its share of the row's people. */
  rate?: (row: R) => string;
}

const outcome = (label: string, key: keyof PeopleFigures): Figure<Figures> => ({
  label,
  value: (row) => row[key],
  format: (row) => formatCount(row[key]),
  rate: (row) => formatRate(row[key], row.people),
});

/** The people columns of 'Páginas', 'Origens e campanhas' and 'Landing pages'. */
export const peopleFigures = (withViews: boolean): Figure<Figures>[] => [
  ...(withViews
    ? [
        {
          label: "Visualizações",
          value: (row: Figures) => row.views ?? 0,
          format: (row: Figures) => formatCount(row.views ?? 0),
        },
      ]
    : []),
  {
    label: "Pessoas",
    value: (row) => row.people,
    format: (row) => formatCount(row.people),
  },
  ...(withViews
    ? [
        {
          label: "Conversão",
          value: () => null,
          format: (row: Figures) => formatConversion(row.people, row.views ?? 0),
        },
      ]
    : []),
  outcome("Qualificado", "qualified"),
  outcome("Chamadas agendadas", "calls"),
  outcome("Chamadas realizadas", "held"),
  outcome("Cliente", "customers"),
];

/** 'Tempo até o primeiro contato': people given, contacted, and the median wait. */
export const contactFigures: Figure<ContactRow>[] = [
  {
    label: "Pessoas recebidas",
    value: (row) => row.people,
    format: (row) => formatCount(row.people),
  },
  {
    label: "Contatadas",
    value: (row) => row.contacted,
    format: (row) => formatCount(row.contacted),
    rate: (row) => formatRate(row.contacted, row.people),
  },
  {
    label: "Mediana até o primeiro contato",
    value: () => null,
    format: (row) => formatDuration(row.medianSeconds),
  },
];

export const noFigures: PeopleFigures & { views: number } = {
  views: 0,
  people: 0,
  qualified: 0,
  calls: 0,
  held: 0,
  customers: 0,
};

/**
 * The previous period's row of each row, by its key: a row that brought nothing then has
 * zeros (`empty`). Undefined without a comparison.
 */
export function previousRows<R>(
  rows: R[] | undefined,
  key: (row: R) => string,
  empty: (row: R) => R,
): ((row: R) => R) | undefined {
  if (!rows) return undefined;
  const byKey = new Map(rows.map((row) => [key(row), row]));
  return (row) => byKey.get(key(row)) ?? empty(row);
}
