import { useId } from "react";
import { formatCount, formatDay, formatDayShort } from "~/lib/dashboard";

/**
 * A bar per day, drawn on the server as SVG (ADR 0021): no script, prints as it
 * shows, and stretches to any width. The SVG draws only the bars and the grid (stretched
 * freely); the scale and the dates are HTML beside it, so text never stretches with it.
 * Screen readers get the summary of `role="img"` (title and desc); the numbers of every day
 * are in the table of `DailyDataTable`.
 */

export interface DailyValue {
  day: string;
  value: number;
}

/**
 * The top of the scale: 1, 2 or 5 times a power of ten, at least the largest value; under ten,
 * an even number, so that its middle line is a whole count too.
 */
function niceMax(max: number) {
  if (max < 10) return Math.max(2, Math.ceil(max / 2) * 2);
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

const BAR = 10;
const HEIGHT = 100;

export function DailyChart({
  title,
  unit,
  points,
  barClass,
}: {
  /** 'Visualizações por dia'. */
  title: string;
  /** Plural noun for the summary: 'visualizações'. */
  unit: string;
  points: DailyValue[];
  /** A fill of the theme with at least 3:1 against white. */
  barClass: string;
}) {
  const id = useId();
  const first = points[0];
  const last = points.at(-1);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const best = points.reduce<DailyValue | undefined>(
    (top, point) => (point.value > (top?.value ?? 0) ? point : top),
    undefined,
  );
  const empty = points.filter((point) => point.value === 0).length;
  const top = niceMax(best?.value ?? 0);
  const middle = points[Math.floor((points.length - 1) / 2)];
  const period = first && last ? `de ${formatDay(first.day)} a ${formatDay(last.day)}` : "";
  const summary = best
    ? `Total de ${formatCount(total)} ${unit} ${period}. Maior dia: ${formatDay(best.day)}, com ${formatCount(best.value)}. ${empty === 1 ? "1 dia" : `${empty} dias`} sem ${unit}.`
    : `Sem ${unit} ${period}.`;

  return (
    <figure className="min-w-0 break-inside-avoid rounded-xl border border-slate-200 p-4">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-sm text-slate-600">{`${formatCount(total)} no período`}</span>
      </figcaption>
      <div className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        {/* The scale, for eyes only: the summary and the table say the numbers. */}
        <div
          aria-hidden="true"
          className="flex h-40 shrink-0 flex-col justify-between text-right text-xs text-slate-600 tabular-nums"
        >
          <span className="-mt-2">{formatCount(top)}</span>
          <span>{formatCount(top / 2)}</span>
          <span className="-mb-2">0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          viewBox={`0 0 ${Math.max(points.length, 1) * BAR} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-40 w-full min-w-0 overflow-visible [print-color-adjust:exact]"
        >
          <title id={`${id}-title`}>{`${title}, ${period}`}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[0, HEIGHT / 2, HEIGHT].map((y) => (
            <line
              key={y}
              x1={0}
              x2={points.length * BAR}
              y1={y}
              y2={y}
              className="stroke-slate-300"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {points.map((point, index) => {
            const height = (point.value / top) * HEIGHT;
            return point.value > 0 ? (
              <rect
                key={point.day}
                x={index * BAR + BAR * 0.15}
                width={BAR * 0.7}
                y={HEIGHT - height}
                height={height}
                className={barClass}
              >
                <title>{`${formatDay(point.day)}: ${formatCount(point.value)}`}</title>
              </rect>
            ) : null;
          })}
        </svg>
        {first && last && middle ? (
          <div
            aria-hidden="true"
            className="col-start-2 mt-1 flex justify-between text-xs text-slate-600 tabular-nums"
          >
            <span>{formatDayShort(first.day)}</span>
            <span>{formatDayShort(middle.day)}</span>
            <span>{formatDayShort(last.day)}</span>
          </div>
        ) : null}
      </div>
    </figure>
  );
}
