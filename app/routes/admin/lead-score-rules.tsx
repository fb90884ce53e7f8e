import { Link } from "react-router";
import { screenErrorBoundary } from "~/components/admin/AdminErrorPage";
import { ScoreRulesForm } from "~/components/admin/ScoreRulesForm";
import { AdminPage } from "~/components/layout/AdminPage";
import { leadsType } from "~/lib/admin-content-types";
import { adminMeta } from "~/lib/admin-meta";
import { privatePageHeaders } from "~/lib/http";
import { scoreLabel, scoreLongLabel } from "~/lib/score";
import { requireAdmin } from "~/routes/handlers/admin-access.server";
import { scoreRulesCopy } from "~content/admin-score";
import type { Route } from "./+types/lead-score-rules";
import { handleScoreRulesAction, scoreRulesPage } from "./lead-score-rules.server";

const copy = scoreRulesCopy;
const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

export const meta = () => adminMeta(copy.heading);

export const headers = privatePageHeaders;

/** /admin/leads/pontuacao: the score's rules (issue 57), an Administrador's to change. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return scoreRulesPage(admin);
}

export async function action({ request }: Route.ActionArgs) {
  return handleScoreRulesAction(request);
}

export const ErrorBoundary = screenErrorBoundary(copy.heading, copy.loadError);

/** People by grade: Perfil down, Interesse across. */
function GradeGrid({ grid }: { grid: Route.ComponentProps["loaderData"]["grid"] }) {
  const interests = grid[0]?.counts.map((cell) => cell.interest) ?? [];
  return (
    <table className="mt-3 w-full max-w-md text-center text-sm">
      <caption className="sr-only">{copy.summary.heading}</caption>
      <thead>
        <tr>
          <th scope="col" className="px-2 py-1.5 text-left font-medium text-slate-600">
            {copy.summary.fit} \ {copy.summary.interest}
          </th>
          {interests.map((interest) => (
            <th key={interest} scope="col" className="px-2 py-1.5 font-semibold text-ink">
              {interest}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((row) => (
          <tr key={row.fit} className="border-t border-slate-200">
            <th scope="row" className="px-2 py-1.5 text-left font-semibold text-ink">
              {row.fit}
            </th>
            {row.counts.map((cell) => (
              <td
                key={cell.interest}
                className={`px-2 py-1.5 tabular-nums ${cell.count ? "font-semibold text-ink" : "text-slate-400"}`}
              >
                <span className="sr-only">{scoreLabel(row.fit, cell.interest)}: </span>
                {cell.count}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminScoreRulesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, canSave, saved, grid, total, recent } = loaderData;
  return (
    <AdminPage title={copy.heading}>
      <p className="max-w-3xl text-slate-600">{copy.intro}</p>
      <p className="mt-2">
        <Link to={leadsType.list} className="font-medium text-brand-700 underline">
          {copy.back}
        </Link>
      </p>
      {canSave ? null : (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {copy.readOnly}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <aside id="pessoas-pontuadas" aria-labelledby="pessoas-pontuadas-titulo" className={card}>
          <h2 id="pessoas-pontuadas-titulo" className="text-lg font-bold text-ink">
            {copy.summary.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {copy.summary.intro} {copy.summary.people(total)}.
          </p>
          <GradeGrid grid={grid} />
          <p className="mt-3 text-sm text-slate-600">{saved ?? copy.summary.defaults}</p>
          {recent.length ? (
            <ul className="mt-4 space-y-2" aria-label={copy.summary.recent}>
              {recent.map((person) => (
                <li key={person.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                  <details>
                    <summary className="cursor-pointer">
                      <span className="font-semibold text-ink">
                        {person.name || person.email || copy.summary.noName}
                      </span>{" "}
                      <span
                        className="rounded bg-brand-50 px-1.5 py-0.5 font-bold text-brand-800"
                        title={scoreLongLabel(person.fitGrade, person.interestGrade)}
                      >
                        {scoreLabel(person.fitGrade, person.interestGrade)}
                      </span>
                    </summary>
                    <ul className="mt-2 space-y-1 text-slate-700">
                      {person.points.map((point, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: points are stored in order, two may read alike.
                        <li key={index}>
                          {point.reason}{" "}
                          <span className="font-semibold tabular-nums">
                            {point.points > 0 ? `+${point.points}` : `−${-point.points}`}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{copy.summary.empty}</p>
          )}
        </aside>
        <div>
          <ScoreRulesForm initial={values} reply={actionData} canSave={canSave} />
        </div>
      </div>
    </AdminPage>
  );
}
