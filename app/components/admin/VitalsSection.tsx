import type { ReactNode } from "react";
import { formatCount, pageLabel, TABLE_LIMIT } from "~/lib/dashboard";
import { VITALS } from "~/lib/vitals";
import {
  FEW_SAMPLES_LABEL,
  formatVital,
  GRADE_LABELS,
  type Grade,
  MIN_VITAL_SAMPLES,
  VITAL_NAMES,
  type VitalsLine,
} from "~/lib/vitals-report";

const DEVICE_LABELS: Record<string, string> = { phone: "Celular", desktop: "Computador" };

/** Text and colour both say the grade; 'Poucas visitas' has no colour of its own. */
const GRADE_CLASSES: Record<Grade, string> = {
  good: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  "needs-improvement": "bg-amber-50 text-amber-900 ring-amber-200",
  poor: "bg-red-50 text-red-800 ring-red-200",
};

function Figure({ line, vital }: { line: VitalsLine; vital: (typeof VITALS)[number] }) {
  const figure = line.figures[vital];
  if (!figure) return <span className="text-slate-600">—</span>;
  return (
    <span className="flex flex-col items-end gap-1">
      <span
        className={`whitespace-nowrap ${figure.grade ? "font-medium text-ink" : "text-slate-500"}`}
      >
        {formatVital(vital, figure.p75)}
      </span>{" "}
      {figure.grade ? (
        <span
          className={`rounded-lg px-2 py-0.5 text-right text-xs font-medium whitespace-normal ring-1 ring-inset sm:rounded-full sm:whitespace-nowrap ${GRADE_CLASSES[figure.grade]}`}
        >
          {GRADE_LABELS[figure.grade]}
        </span>
      ) : (
        <span className="text-right text-xs whitespace-normal text-slate-500">
          {FEW_SAMPLES_LABEL}
        </span>
      )}
    </span>
  );
}

/** A page's address that may wrap after its slashes and hyphens, never inside a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=.[/-])/);
  return (
    <>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

const cell = "py-2 pr-3 align-top last:pr-0 sm:pr-4";
// On a phone the five columns share its width: the grades wrap under their figures.
const numeric = `${cell} text-right tabular-nums`;

function VitalsTable({
  id,
  caption,
  first,
  lines,
}: {
  id: string;
  caption: string;
  first: string;
  lines: { label: ReactNode; line: VitalsLine }[];
}) {
  return (
    // A box that scrolls sideways on a phone is a region of its own, reachable by keyboard.
    <section
      aria-labelledby={id}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative mt-4 overflow-x-auto print:overflow-visible"
    >
      <table className="w-full text-left text-sm sm:min-w-[40rem]">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              {first}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Visitas medidas
            </th>
            {VITALS.map((vital) => (
              <th key={vital} scope="col" className={`${cell} text-right whitespace-nowrap`}>
                {VITAL_NAMES[vital]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map(({ label, line }) => (
            <tr key={line.key} className="border-b border-slate-100 break-inside-avoid">
              <th
                scope="row"
                className={`${cell} font-medium [overflow-wrap:break-word] sm:min-w-32`}
              >
                {label}
              </th>
              <td className={numeric}>{formatCount(line.samples)}</td>
              {VITALS.map((vital) => (
                <td key={vital} className={numeric}>
                  <Figure line={line} vital={vital} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * 'Web Vitals de visitantes reais' (ADR 0052): the 75th percentile of each metric for the whole
 * site, each device and each page measured in the period, graded by Google's thresholds once
 * there are MIN_VITAL_SAMPLES values of it.
 */
export function VitalsSection({
  vitals,
}: {
  vitals: { site?: VitalsLine; devices: VitalsLine[]; pages: VitalsLine[] };
}) {
  const { site, devices, pages } = vitals;
  return (
    <section aria-labelledby="web-vitals" className="mt-10 break-inside-avoid-page">
      <h2 id="web-vitals" className="text-xl font-semibold text-ink">
        Web Vitals de visitantes reais
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        {`Medidos no navegador de quem visitou o site, na página em que a visita abriu o site (as seguintes, abertas sem recarregar, não são medidas). Cada número é o 75º percentil: três de cada quatro visitas medidas tiveram um valor igual ou melhor. A avaliação segue os limites do Google: LCP (tempo até o maior conteúdo aparecer) é bom até 2,5 s e ruim acima de 4 s; INP (resposta a cliques e toques) é bom até 200 ms e ruim acima de 500 ms; CLS (quanto a página se desloca) é bom até 0,1 e ruim acima de 0,25. Com menos de ${MIN_VITAL_SAMPLES} valores, o número aparece sem avaliação.`}
      </p>
      {site ? (
        <>
          <VitalsTable
            id="web-vitals-site"
            caption="Web Vitals do site"
            first="Onde"
            lines={[
              { label: "Site inteiro", line: site },
              ...devices.map((line) => ({ label: DEVICE_LABELS[line.key] ?? line.key, line })),
            ]}
          />
          <h3 id="web-vitals-por-pagina" className="mt-8 text-lg font-semibold text-ink">
            Por página
          </h3>
          <VitalsTable
            id="web-vitals-paginas"
            caption="Web Vitals por página"
            first="Página"
            lines={pages.map((line) => ({ label: <Breakable text={pageLabel(line.key)} />, line }))}
          />
          {pages.length >= TABLE_LIMIT ? (
            <p className="mt-2 text-sm text-slate-600">
              {`As ${TABLE_LIMIT} páginas com mais visitas medidas.`}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Nenhuma visita medida neste período.
        </p>
      )}
    </section>
  );
}
