// The score (ADR 0058, issue 57): 'Perfil' (fit, A-D) from what a person answered and their
// e-mail, 'Interesse' (1-4) from what they did, fading with time. Pure: the server gathers the
// facts and stores the result; the admin's rules page and its tests read the same rules.
import { z } from "zod";
import { payloadText } from "~/lib/lead-fields";
import { scoreWords } from "~content/admin-score";
import {
  contactIndustries,
  downloadIndustries,
  homeIndustries,
  type Option,
  rolesA,
  rolesB,
  roleTypes,
} from "~content/forms";
import { reiFields } from "~content/rei";

export const fitGrades = ["A", "B", "C", "D"] as const;
export type FitGrade = (typeof fitGrades)[number];
export const interestGrades = [4, 3, 2, 1] as const;
export type InterestGrade = (typeof interestGrades)[number];

/** One point of a score and why: shown on the person's page (people.score_points). */
export interface ScorePoint {
  axis: "fit" | "interest";
  points: number;
  reason: string;
}

/** The answers a rule may score, and the options the forms offer for each (their codes). */
const merged = (...lists: Option[][]) => {
  const seen = new Map<string, Option>();
  for (const option of lists.flat()) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
};
const reiSectors = reiFields.find((field) => field.name === "sector")?.options ?? [];
export const scoredAnswers = {
  role: merged(rolesA, rolesB),
  roleType: [...roleTypes],
  // The REI calls it `sector`, with the download form's codes and two of its own.
  industry: merged(homeIndustries, contactIndustries, downloadIndustries, reiSectors),
} satisfies Record<string, Option[]>;
export type ScoredField = keyof typeof scoredAnswers;
export const scoredFields = Object.keys(scoredAnswers) as ScoredField[];

/** What each kind of submission counts as; a privacy request and a material e-mail are not interest. */
export const scoreActions = ["form", "download", "newsletter", "rei", "booking"] as const;
export type ScoreAction = (typeof scoreActions)[number];
const ACTION_OF: Record<string, ScoreAction> = {
  contact: "form",
  home: "form",
  diagnosis: "form",
  download: "download",
  newsletter: "newsletter",
  rei: "rei",
  booking: "booking",
  campaign: "form",
};

export const SCORE_LIMITS = {
  points: 100,
  answers: 200,
  words: 12,
  wordLength: 40,
  recentDays: 90,
  halfLifeWeeks: 52,
  threshold: 1000,
};

const points = z.number().int().min(-SCORE_LIMITS.points).max(SCORE_LIMITS.points);
const threshold = z.number().int().min(-SCORE_LIMITS.threshold).max(SCORE_LIMITS.threshold);
const descending = (values: number[]) =>
  values.every((v, i) => i === 0 || v < (values[i - 1] ?? v));

/** The rules as stored in lead_rules 'score': every list and number bounded. */
export const scoreRulesSchema = z.object({
  answers: z
    .array(
      z.object({
        field: z.enum(scoredFields as [ScoredField, ...ScoredField[]]),
        value: z.string().min(1).max(60),
        points,
      }),
    )
    .max(SCORE_LIMITS.answers),
  roleWords: z
    .array(
      z.object({
        word: z
          .string()
          .min(2)
          .max(SCORE_LIMITS.wordLength)
          .regex(/^[\p{L}\p{N} ]+$/u),
        points,
      }),
    )
    .max(SCORE_LIMITS.words),
  corporateEmail: points,
  personalEmail: points,
  actions: z.object(
    Object.fromEntries(scoreActions.map((action) => [action, points])) as Record<
      ScoreAction,
      typeof points
    >,
  ),
  recent: points,
  recentDays: z.number().int().min(1).max(SCORE_LIMITS.recentDays),
  /** Interest halves every so many weeks; 0: it never fades. */
  halfLifeWeeks: z.number().int().min(0).max(SCORE_LIMITS.halfLifeWeeks),
  fitThresholds: z
    .object({ A: threshold, B: threshold, C: threshold })
    .refine((t) => descending([t.A, t.B, t.C]), { message: "order" }),
  interestThresholds: z
    .object({ 4: threshold, 3: threshold, 2: threshold })
    .refine((t) => descending([t[4], t[3], t[2]]), { message: "order" }),
});
export type ScoreRules = z.infer<typeof scoreRulesSchema>;

const answer = (field: ScoredField, value: string, pts: number) => ({ field, value, points: pts });

/**
 * For a B2B revenue consultancy: who decides on sales and marketing (the C-level, VPs,
 * directors, owners) in companies that sell to companies (SaaS, tech, B2B services), with a
 * company e-mail; interest led by a booked call and the REI.
 */
export const defaultScoreRules: ScoreRules = {
  answers: [
    ...["ceo", "owner", "cro"].map((v) => answer("role", v, 20)),
    ...["coo", "cfo", "cmo", "cto", "vp_sales", "vp_marketing"].map((v) => answer("role", v, 15)),
    answer("role", "director", 15),
    answer("role", "manager", 10),
    answer("role", "coordinator", 5),
    answer("role", "specialist", 3),
    answer("role", "analyst", 0),
    answer("role", "consultant", 0),
    answer("roleType", "decision-maker", 15),
    answer("roleType", "influencer", 5),
    ...["saas", "tech", "technology", "software", "b2b"].map((v) => answer("industry", v, 15)),
    ...["startup", "fintech", "edtech", "finance", "services", "consulting"].map((v) =>
      answer("industry", v, 10),
    ),
    ...["ecommerce", "health", "logistics", "manufacturing", "education"].map((v) =>
      answer("industry", v, 5),
    ),
  ],
  roleWords: [
    { word: "ceo", points: 20 },
    { word: "fundador", points: 20 },
    { word: "sócio", points: 20 },
    { word: "sócia", points: 20 },
    { word: "diretor", points: 15 },
    { word: "head", points: 15 },
    { word: "vp", points: 15 },
    { word: "gerente", points: 10 },
    { word: "coordenador", points: 5 },
  ],
  corporateEmail: 10,
  personalEmail: -5,
  actions: { form: 15, download: 5, newsletter: 2, rei: 25, booking: 30 },
  recent: 10,
  recentDays: 14,
  halfLifeWeeks: 4,
  fitThresholds: { A: 40, B: 25, C: 10 },
  interestThresholds: { 4: 50, 3: 25, 2: 10 },
};

/** The rules as stored; anything that does not pass (an older shape, a broken row): the defaults. */
export function readScoreRules(stored: unknown): ScoreRules {
  const parsed = scoreRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultScoreRules;
}

/** One submission as the score reads it. */
export interface ScoreSubmission {
  formType: string;
  payload: Record<string, unknown>;
  at: Date;
  /** A booking whose call was cancelled: no longer a call booked. */
  cancelled?: boolean;
}

export interface ScoreFacts {
  /** Null without an e-mail; true for a free-mail address. */
  personalEmail: boolean | null;
  /** Any order; only the newest `MAX_SUBMISSIONS` count. */
  submissions: ScoreSubmission[];
}

/** The submissions a score reads at most: the newest ones. */
export const MAX_SUBMISSIONS = 100;

export interface Score {
  fitPoints: number;
  interestPoints: number;
  fitGrade: FitGrade;
  interestGrade: InterestGrade;
  points: ScorePoint[];
}

const WEEK_MS = 7 * 86_400_000;
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const FIELD_NAMES: Record<ScoredField, string> = {
  role: "Cargo",
  roleType: "Papel na decisão",
  industry: "Setor",
};

/** A field's newest answer: the REI's `sector` is the industry. */
function newestAnswer(newestFirst: ScoreSubmission[], field: ScoredField) {
  for (const submission of newestFirst) {
    const raw =
      payloadText(submission.payload[field]) ||
      (field === "industry" ? payloadText(submission.payload.sector) : "");
    const value = raw.slice(0, 200).trim();
    if (value) return value;
  }
  return "";
}

/** An answer's label as its form showed it; a code no form lists, as stored. */
export const answerLabel = (field: ScoredField, value: string) =>
  scoredAnswers[field].find((option) => option.value === value)?.label ?? value;

const day = (date: Date) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" }).format(
    date,
  );

export const fitGradeOf = (fit: number, rules: ScoreRules): FitGrade =>
  fit >= rules.fitThresholds.A
    ? "A"
    : fit >= rules.fitThresholds.B
      ? "B"
      : fit >= rules.fitThresholds.C
        ? "C"
        : "D";

export const interestGradeOf = (interest: number, rules: ScoreRules): InterestGrade =>
  interest >= rules.interestThresholds[4]
    ? 4
    : interest >= rules.interestThresholds[3]
      ? 3
      : interest >= rules.interestThresholds[2]
        ? 2
        : 1;

/**
 * A person's score by the rules at `now`: fit from the newest answer to each scored field and
 * the e-mail; interest from each action, halved every `halfLifeWeeks` since it happened, and
 * the recent activity. Every point that counts (not 0) comes with its reason.
 */
export function scorePerson(facts: ScoreFacts, rules: ScoreRules, now: Date): Score {
  const newestFirst = [...facts.submissions]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, MAX_SUBMISSIONS);
  const points: ScorePoint[] = [];
  const add = (axis: ScorePoint["axis"], pts: number, reason: string) => {
    if (pts !== 0) points.push({ axis, points: pts, reason });
  };

  for (const field of scoredFields) {
    const value = newestAnswer(newestFirst, field);
    if (!value) continue;
    const rule = rules.answers.find((item) => item.field === field && item.value === value);
    if (rule) {
      add("fit", rule.points, scoreWords.answer(FIELD_NAMES[field], answerLabel(field, value)));
      continue;
    }
    // A role typed in full (the download form, the REI): the first rule with a word of it that
    // begins so ('diretor' is in 'Diretora comercial').
    if (field === "role" && !scoredAnswers.role.some((option) => option.value === value)) {
      const words = ` ${fold(value)}`;
      const word = rules.roleWords.find((item) => words.includes(` ${fold(item.word)}`));
      if (word) add("fit", word.points, scoreWords.roleWord(value.slice(0, 80), word.word));
    }
  }
  if (facts.personalEmail === false) add("fit", rules.corporateEmail, scoreWords.corporateEmail);
  if (facts.personalEmail === true) add("fit", rules.personalEmail, scoreWords.personalEmail);

  for (const submission of newestFirst) {
    const action = ACTION_OF[submission.formType];
    if (!action || (action === "booking" && submission.cancelled)) continue;
    const full = rules.actions[action];
    const weeks = Math.max(0, now.getTime() - submission.at.getTime()) / WEEK_MS;
    const kept =
      rules.halfLifeWeeks > 0 ? Math.round(full * 0.5 ** (weeks / rules.halfLifeWeeks)) : full;
    const reason = scoreWords.action(scoreWords.actions[action], day(submission.at));
    add("interest", kept, kept === full ? reason : `${reason}${scoreWords.faded(full)}`);
  }
  const newest = newestFirst[0];
  if (newest && now.getTime() - newest.at.getTime() <= rules.recentDays * 86_400_000) {
    add("interest", rules.recent, scoreWords.recent(rules.recentDays));
  }

  const sum = (axis: ScorePoint["axis"]) =>
    points.filter((p) => p.axis === axis).reduce((total, p) => total + p.points, 0);
  const fitPoints = sum("fit");
  const interestPoints = sum("interest");
  return {
    fitPoints,
    interestPoints,
    fitGrade: fitGradeOf(fitPoints, rules),
    interestGrade: interestGradeOf(interestPoints, rules),
    points,
  };
}

/** "A2": the grade in a list, a subject, a CRM field. */
export const scoreLabel = (fit: string, interest: number | string) => `${fit}${interest}`;

/** "Perfil A · Interesse 2": the grade spelled out. */
export const scoreLongLabel = (fit: string, interest: number | string) =>
  `${scoreWords.fitAxis} ${fit} · ${scoreWords.interestAxis} ${interest}`;
