import { Link } from "react-router";
import { adminPeopleCopy } from "~content/admin-people";

const copy = adminPeopleCopy.person.score;

/** One point of the score and why, as the person's record keeps it. */
interface ScorePoint {
  axis: "fit" | "interest";
  points: number;
  reason: string;
}

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** 'Pontuação': the two grades and every point with its reason. */
export function PersonScore({
  fitGrade,
  interestGrade,
  fitPoints,
  interestPoints,
  points,
}: {
  fitGrade: string;
  interestGrade: number;
  fitPoints: number;
  interestPoints: number;
  points: ScorePoint[];
}) {
  const axes = [
    { axis: "fit", label: copy.fit, grade: fitGrade, total: fitPoints },
    { axis: "interest", label: copy.interest, grade: String(interestGrade), total: interestPoints },
  ] as const;
  return (
    <section id="pontuacao" aria-labelledby="pontuacao-titulo" className="mt-8">
      <h2 id="pontuacao-titulo" className="text-xl font-semibold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{copy.intro}</p>
      <div className="mt-3 grid max-w-3xl gap-4 sm:grid-cols-2">
        {axes.map(({ axis, label, grade, total }) => {
          const mine = points.filter((point) => point.axis === axis);
          return (
            <div key={axis} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex items-baseline gap-3">
                <span className="text-sm text-slate-600">{label}</span>
                <span className="text-3xl font-bold text-ink">{grade}</span>
                <span className="text-sm text-slate-600">{`${total} pontos`}</span>
              </p>
              {mine.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">{copy.none}</p>
              ) : (
                <ul className="mt-2 space-y-1 text-sm">
                  {mine.map((point) => (
                    <li key={`${point.reason}-${point.points}`} className="flex gap-2">
                      <span className="w-10 shrink-0 text-right font-medium tabular-nums text-ink">
                        {signed(point.points)}
                      </span>
                      <span className="text-slate-700">{point.reason}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      <Link
        to="/admin/leads/pontuacao"
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
      >
        {copy.rules}
      </Link>
    </section>
  );
}
