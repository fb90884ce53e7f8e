import { describe, expect, it } from "vitest";
import { readScoreForm, SCORE_FORM_KEYS, scoreFormValues } from "~/lib/forms/score-rules-schema";
import {
  defaultScoreRules,
  readScoreRules,
  type ScoreRules,
  type ScoreSubmission,
  scoreLabel,
  scoreLongLabel,
  scorePerson,
  scoreRulesSchema,
} from "~/lib/score";

// The score of issue 57: 'Perfil' A-D from answers and e-mail, 'Interesse' 1-4 from actions
// that fade with time; every point with the reason the person's page shows.

const now = new Date("2026-12-04T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const sent = (formType: string, payload: Record<string, unknown>, days = 0): ScoreSubmission => ({
  formType,
  payload,
  at: daysAgo(days),
});

describe("scorePerson", () => {
  it("grades a director of a SaaS with a company e-mail who booked a call as A4, with reasons", () => {
    const score = scorePerson(
      {
        personalEmail: false,
        submissions: [
          sent("contact", { role: "director", industry: "saas", email: "a@empresa.com.br" }, 2),
          sent("booking", { email: "a@empresa.com.br" }, 1),
        ],
      },
      defaultScoreRules,
      now,
    );
    expect(score.fitGrade).toBe("A");
    expect(score.interestGrade).toBe(4);
    const reasons = score.points.map((p) => `${p.reason} ${p.points}`);
    expect(reasons).toContain("Cargo: Diretor(a) 15");
    expect(reasons).toContain("Setor: SaaS 15");
    expect(reasons).toContain("E-mail corporativo 10");
    expect(reasons).toContain("Atividade nos últimos 14 dias 10");
    expect(score.fitPoints).toBe(40);
    expect(score.points.every((p) => p.points !== 0)).toBe(true);
  });

  it("grades an analyst with a free-mail address and one old download as D1", () => {
    const score = scorePerson(
      {
        personalEmail: true,
        submissions: [sent("download", { role: "Analista", industry: "retail" }, 200)],
      },
      defaultScoreRules,
      now,
    );
    expect(score).toMatchObject({ fitGrade: "D", interestGrade: 1 });
    expect(score.points).toContainEqual({ axis: "fit", points: -5, reason: "E-mail pessoal" });
  });

  it("reads the newest answer and a role typed in full by its words, accents aside", () => {
    const score = scorePerson(
      {
        personalEmail: null,
        submissions: [
          sent("download", { role: "Analista", roleType: "influencer" }, 10),
          sent("rei", { role: "Sócia Fundadora", sector: "consulting" }, 1),
        ],
      },
      defaultScoreRules,
      now,
    );
    const reasons = score.points.map((p) => p.reason);
    expect(reasons).toContain("Cargo: Sócia Fundadora (contém “fundador”)");
    expect(reasons).toContain("Setor: Consultoria");
    expect(reasons).toContain("Papel na decisão: Influenciador");
  });

  it("halves interest every half-life, and says the full points it came from", () => {
    const rules: ScoreRules = { ...defaultScoreRules, halfLifeWeeks: 2, recent: 0 };
    const rei = [sent("rei", {}, 0)];
    expect(scorePerson({ personalEmail: null, submissions: rei }, rules, now).interestPoints).toBe(
      25,
    );
    const later = new Date(now.getTime() + 14 * 86_400_000);
    const faded = scorePerson({ personalEmail: null, submissions: rei }, rules, later);
    expect(faded.interestPoints).toBe(13);
    expect(faded.points[0]?.reason).toBe("REI respondido em 04/12/2026 (de 25, pelo tempo)");
    const never = scorePerson(
      { personalEmail: null, submissions: rei },
      { ...rules, halfLifeWeeks: 0 },
      later,
    );
    expect(never.interestPoints).toBe(25);
  });

  it("leaves out a cancelled call and a privacy request", () => {
    const score = scorePerson(
      {
        personalEmail: null,
        submissions: [
          { ...sent("booking", {}, 30), cancelled: true },
          sent("privacy", { kind: "deletion" }, 30),
        ],
      },
      defaultScoreRules,
      now,
    );
    expect(score.interestPoints).toBe(0);
    expect(score.points).toEqual([]);
  });

  it("labels the grade short and spelled out", () => {
    expect(scoreLabel("A", 2)).toBe("A2");
    expect(scoreLongLabel("B", 3)).toBe("Perfil B · Interesse 3");
  });
});

describe("the rules", () => {
  it("are bounded: points, entries and the grades' order", () => {
    expect(scoreRulesSchema.safeParse(defaultScoreRules).success).toBe(true);
    const tooMany = Array.from({ length: 201 }, () => ({ field: "role", value: "ceo", points: 1 }));
    expect(scoreRulesSchema.safeParse({ ...defaultScoreRules, answers: tooMany }).success).toBe(
      false,
    );
    expect(scoreRulesSchema.safeParse({ ...defaultScoreRules, corporateEmail: 101 }).success).toBe(
      false,
    );
    expect(
      scoreRulesSchema.safeParse({
        ...defaultScoreRules,
        fitThresholds: { A: 10, B: 20, C: 5 },
      }).success,
    ).toBe(false);
    expect(readScoreRules({ broken: true })).toEqual(defaultScoreRules);
  });

  it("come back whole from the form's fields, and a refusal names each field in Portuguese", () => {
    const values = scoreFormValues(defaultScoreRules);
    expect(Object.keys(values).sort()).toEqual([...SCORE_FORM_KEYS].sort());
    const read = readScoreForm(values);
    const byAnswer = (rules: ScoreRules) => ({
      ...rules,
      answers: rules.answers
        .filter((a) => a.points !== 0)
        .map((a) => `${a.field}=${a.value}:${a.points}`)
        .sort(),
    });
    expect(read.ok && byAnswer(read.rules)).toEqual(byAnswer(defaultScoreRules));
    const refused = readScoreForm({
      ...values,
      "a-role-ceo": "500",
      w1: "<script>",
      fitB: "90",
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.fieldErrors["a-role-ceo"]).toBe("Use um número inteiro de -100 a 100.");
    expect(refused.fieldErrors.w1).toBe("Use até 40 letras, sem símbolos.");
    const order = readScoreForm({ ...values, fitB: "90" });
    expect(!order.ok && order.fieldErrors.fitB).toMatch(/decrescentes/);
  });
});
