// /admin/leads/pontuacao: the score's rules, read by every role that works leads, saved by an
// Administrador only; saving scores everyone again. A refusal gives the form back as typed.
import { data } from "react-router";
import { formatDateTime } from "~/lib/dates";
import {
  readScoreForm,
  SCORE_FORM_ID,
  type ScoreRulesReply,
  scoreFormValues,
  typedScoreForm,
} from "~/lib/forms/score-rules-schema";
import { successToast } from "~/lib/forms/toasts";
import { fitGrades, interestGrades } from "~/lib/score";
import type { Role } from "~/lib/team";
import { assertRole, requireAdminAction } from "~/routes/handlers/admin-access.server";
import { redirectWithToast } from "~/routes/handlers/flash.server";
import { readForm } from "~/routes/handlers/read-form.server";
import { db } from "~/server/db/index.server";
import {
  gradeCounts,
  recentlyScored,
  rescoreEveryone,
  saveScoreRules,
  scoreRules,
  scoreRulesSaved,
} from "~/server/people/score.server";
import { scoreRulesCopy } from "~content/admin-score";

const copy = scoreRulesCopy;
export const SCORE_RULES_PAGE = "/admin/leads/pontuacao";

/** What the page shows: the rules as the form's fields, people by grade, the newest scored. */
export async function scoreRulesPage(admin: { role: Role }) {
  const [rules, saved, counts, recent] = await Promise.all([
    scoreRules(db()),
    scoreRulesSaved(db()),
    gradeCounts(db()),
    recentlyScored(db()),
  ]);
  const count = (fit: string, interest: number) =>
    counts.find((row) => row.fitGrade === fit && row.interestGrade === interest)?.count ?? 0;
  return {
    values: scoreFormValues(rules),
    canSave: admin.role === "admin",
    saved: saved ? copy.summary.savedBy(saved.savedBy, formatDateTime(saved.savedAt)) : null,
    grid: fitGrades.map((fit) => ({
      fit,
      counts: interestGrades.map((interest) => ({ interest, count: count(fit, interest) })),
    })),
    total: counts.reduce((sum, row) => sum + row.count, 0),
    recent,
  };
}

/** 'Salvar': an Administrador's only; the rules stored, then everyone scored by them. */
export async function handleScoreRulesAction(request: Request, now = new Date()) {
  const admin = await requireAdminAction(request);
  assertRole(admin, ["admin"]);
  const form = await readForm(request);
  const values = typedScoreForm(form);
  const read = readScoreForm(values);
  if (!read.ok) {
    return data<ScoreRulesReply>(
      {
        formId: SCORE_FORM_ID,
        fieldErrors: read.fieldErrors,
        repopulateFields: values,
        message: copy.refused,
      },
      { status: 400 },
    );
  }
  await saveScoreRules(db(), read.rules, admin.username, now);
  const scored = await rescoreEveryone(db(), now);
  return redirectWithToast(
    SCORE_RULES_PAGE,
    successToast({ title: copy.saved, description: copy.savedDetail(scored) }),
  );
}
