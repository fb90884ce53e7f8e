// The score's rules form (/admin/leads/pontuacao): one flat field per number, checked in the
// browser through rvf and again by the action, which also checks the grades' order and turns
// the fields into the rules lib/score reads.
import * as z from "zod/mini";
import {
  SCORE_LIMITS,
  type ScoredField,
  type ScoreRules,
  scoreActions,
  scoredAnswers,
  scoredFields,
  scoreRulesSchema,
} from "~/lib/score";
import { scoreRulesCopy } from "~content/admin-score";

const copy = scoreRulesCopy;

export const SCORE_FORM_ID = "score-rules";
/** Slots for the words of a typed role: the most the rules keep. */
export const WORD_SLOTS = SCORE_LIMITS.words;

export const answerKey = (field: ScoredField, value: string) => `a-${field}-${value}`;
export const actionKey = (action: string) => `act-${action}`;
export const wordKey = (n: number) => `w${n}`;
export const wordPointsKey = (n: number) => `wp${n}`;

const P = SCORE_LIMITS.points;
const T = SCORE_LIMITS.threshold;
/** Every number field and its bounds. */
const numberBounds: Record<string, [number, number]> = {
  ...Object.fromEntries(
    scoredFields.flatMap((field) =>
      scoredAnswers[field].map((option) => [answerKey(field, option.value), [-P, P]]),
    ),
  ),
  ...Object.fromEntries(scoreActions.map((action) => [actionKey(action), [-P, P]])),
  ...Object.fromEntries(
    Array.from({ length: WORD_SLOTS }, (_, i) => [wordPointsKey(i + 1), [-P, P]]),
  ),
  corporateEmail: [-P, P],
  personalEmail: [-P, P],
  recent: [-P, P],
  recentDays: [1, SCORE_LIMITS.recentDays],
  halfLifeWeeks: [0, SCORE_LIMITS.halfLifeWeeks],
  fitA: [-T, T],
  fitB: [-T, T],
  fitC: [-T, T],
  int4: [-T, T],
  int3: [-T, T],
  int2: [-T, T],
};
export const scoreNumberBounds = numberBounds;
const wordKeys = Array.from({ length: WORD_SLOTS }, (_, i) => wordKey(i + 1));

/** Every field of the form; values longer than this are cut before any check. */
export const SCORE_FORM_KEYS = [...Object.keys(numberBounds), ...wordKeys];
export const SCORE_FIELD_MAX = SCORE_LIMITS.wordLength;

export type ScoreFormValues = Record<string, string>;

const INTEGER = /^[-−]?\d{1,4}$/;
const WORD = /^[\p{L}\p{N} ]*$/u;
const numberOf = (value: string) => Number(value.trim().replace("−", "-"));
const inBounds = (value: string, [min, max]: [number, number]) =>
  INTEGER.test(value.trim()) && numberOf(value) >= min && numberOf(value) <= max;
const wordOk = (value: string) => {
  const word = value.trim();
  return (
    word === "" || (word.length >= 2 && word.length <= SCORE_LIMITS.wordLength && WORD.test(word))
  );
};

/** The browser's and the action's checks of each field (the grades' order: `readScoreForm`). */
export const scoreFormSchema = z.object({
  ...Object.fromEntries(
    Object.entries(numberBounds).map(([key, bounds]) => [
      key,
      z
        .string({ error: copy.badNumber(...bounds) })
        .check(z.refine((value) => inBounds(value, bounds), copy.badNumber(...bounds))),
    ]),
  ),
  ...Object.fromEntries(
    wordKeys.map((key) => [key, z._default(z.string().check(z.refine(wordOk, copy.badWord)), "")]),
  ),
});

/** The form's fields from the rules: an answer with no rule reads 0. */
export function scoreFormValues(rules: ScoreRules): ScoreFormValues {
  const values: ScoreFormValues = {};
  for (const field of scoredFields) {
    for (const option of scoredAnswers[field]) {
      const rule = rules.answers.find((a) => a.field === field && a.value === option.value);
      values[answerKey(field, option.value)] = String(rule?.points ?? 0);
    }
  }
  for (const action of scoreActions) values[actionKey(action)] = String(rules.actions[action]);
  for (let n = 1; n <= WORD_SLOTS; n++) {
    const word = rules.roleWords[n - 1];
    values[wordKey(n)] = word?.word ?? "";
    values[wordPointsKey(n)] = String(word?.points ?? 0);
  }
  Object.assign(values, {
    corporateEmail: String(rules.corporateEmail),
    personalEmail: String(rules.personalEmail),
    recent: String(rules.recent),
    recentDays: String(rules.recentDays),
    halfLifeWeeks: String(rules.halfLifeWeeks),
    fitA: String(rules.fitThresholds.A),
    fitB: String(rules.fitThresholds.B),
    fitC: String(rules.fitThresholds.C),
    int4: String(rules.interestThresholds[4]),
    int3: String(rules.interestThresholds[3]),
    int2: String(rules.interestThresholds[2]),
  });
  return values;
}

/** The fields as posted, each cut just past its limit; an absent one is empty. */
export function typedScoreForm(form: FormData): ScoreFormValues {
  return Object.fromEntries(
    SCORE_FORM_KEYS.map((key) => {
      const raw = form.get(key);
      return [key, typeof raw === "string" ? raw.slice(0, SCORE_FIELD_MAX + 1) : ""];
    }),
  );
}

export type ScoreFormResult =
  | { ok: true; rules: ScoreRules }
  | { ok: false; fieldErrors: Record<string, string> };

/** The rules from the form's fields, or each field's Portuguese message. */
export function readScoreForm(values: ScoreFormValues): ScoreFormResult {
  const fieldErrors: Record<string, string> = {};
  const parsed = scoreFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const n = (key: string) => numberOf(values[key] ?? "");
  const ordered = (keys: string[]) =>
    keys.forEach((key, i) => {
      const above = keys[i - 1];
      if (above && n(key) >= n(above)) fieldErrors[key] = copy.grades.order;
    });
  ordered(["fitA", "fitB", "fitC"]);
  ordered(["int4", "int3", "int2"]);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  const rules = {
    answers: scoredFields.flatMap((field) =>
      scoredAnswers[field]
        .map((option) => ({
          field,
          value: option.value,
          points: n(answerKey(field, option.value)),
        }))
        .filter((answer) => answer.points !== 0),
    ),
    roleWords: Array.from({ length: WORD_SLOTS }, (_, i) => ({
      word: (values[wordKey(i + 1)] ?? "").trim(),
      points: n(wordPointsKey(i + 1)),
    })).filter((word) => word.word !== ""),
    corporateEmail: n("corporateEmail"),
    personalEmail: n("personalEmail"),
    actions: Object.fromEntries(scoreActions.map((a) => [a, n(actionKey(a))])),
    recent: n("recent"),
    recentDays: n("recentDays"),
    halfLifeWeeks: n("halfLifeWeeks"),
    fitThresholds: { A: n("fitA"), B: n("fitB"), C: n("fitC") },
    interestThresholds: { 4: n("int4"), 3: n("int3"), 2: n("int2") },
  };
  // The stored shape's own bounds, the last word.
  const checked = scoreRulesSchema.safeParse(rules);
  if (!checked.success) return { ok: false, fieldErrors: { form: copy.refused } };
  return { ok: true, rules: checked.data };
}

/** What the rules' action answers when it refuses (rvf's shape). */
export interface ScoreRulesReply {
  formId: typeof SCORE_FORM_ID;
  fieldErrors: Record<string, string>;
  repopulateFields: ScoreFormValues;
  message?: string;
}
