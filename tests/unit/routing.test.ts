import { describe, expect, it } from "vitest";
import {
  businessMinutesBetween,
  defaultBusinessHours,
  dueAfterBusinessMinutes,
  firstMatch,
  type RoutingRule,
  readRoutingSettings,
} from "~/lib/routing";
import { checkRoutingForm, editRules, settingsToValues } from "~/lib/routing-form";

// Routing (ADR 0058): the first rule that matches wins, and a person's time in 'Novo' counts
// only business hours in São Paulo (Mon–Fri 09:00–18:00 by default; UTC−3).

const hours = defaultBusinessHours;
const sp = (local: string) => new Date(`${local}-03:00`);

describe("business minutes", () => {
  it("counts within a working day as the clock does", () => {
    expect(businessMinutesBetween(sp("2026-05-04T10:00"), sp("2026-05-04T10:15"), hours)).toBe(15);
    expect(dueAfterBusinessMinutes(sp("2026-05-04T10:00"), 15, hours)).toEqual(
      sp("2026-05-04T10:15"),
    );
  });

  it("carries what is left at the end of Friday to Monday morning", () => {
    // Friday 8 May 2026, 17:50: ten minutes that day, five on Monday.
    expect(dueAfterBusinessMinutes(sp("2026-05-08T17:50"), 15, hours)).toEqual(
      sp("2026-05-11T09:05"),
    );
    expect(businessMinutesBetween(sp("2026-05-08T17:50"), sp("2026-05-11T09:05"), hours)).toBe(15);
  });

  it("starts counting at opening time for a person who arrives at night or on a weekend", () => {
    expect(dueAfterBusinessMinutes(sp("2026-05-04T22:30"), 15, hours)).toEqual(
      sp("2026-05-05T09:15"),
    );
    expect(dueAfterBusinessMinutes(sp("2026-05-09T11:00"), 15, hours)).toEqual(
      sp("2026-05-11T09:15"),
    );
    expect(businessMinutesBetween(sp("2026-05-09T08:00"), sp("2026-05-10T20:00"), hours)).toBe(0);
  });

  it("follows the hours an Administrador set", () => {
    const saturdays = { days: [6], start: "08:00", end: "12:00" };
    expect(dueAfterBusinessMinutes(sp("2026-05-04T10:00"), 30, saturdays)).toEqual(
      sp("2026-05-09T08:30"),
    );
  });
});

describe("rule matching", () => {
  const rules: RoutingRule[] = [
    { field: "grade", value: "A", target: "7" },
    { field: "landing", value: "black-friday", target: "8" },
    { field: "industry", value: "saas", target: "round-robin" },
    { field: "form", value: "diagnosis", target: "9" },
  ];
  const facts = (grade: string, formType: string, payload: Record<string, unknown> = {}) => ({
    grade,
    formType,
    payload,
  });

  it("takes the first rule that matches, in order", () => {
    expect(firstMatch(rules, facts("A", "diagnosis"))?.position).toBe(1);
    expect(firstMatch(rules, facts("B", "diagnosis"))?.rule.target).toBe("9");
    expect(
      firstMatch(rules, facts("B", "contact", { formId: "lp-black-friday", industry: "saas" }))
        ?.position,
    ).toBe(2);
  });

  it("reads the industry the REI calls sector, and matches nothing it was not told", () => {
    expect(firstMatch(rules, facts("C", "rei", { sector: "saas" }))?.position).toBe(3);
    expect(firstMatch(rules, facts("C", "contact", { formId: "lp-outra" }))).toBeUndefined();
  });

  it("keeps the saved rules that still make sense, and the defaults for the rest", () => {
    const read = readRoutingSettings({
      rules: [rules[0], { field: "grade", value: "Z", target: "7" }, "lixo"],
      staleMinutes: 99_999,
    });
    expect(read.rules).toEqual([rules[0]]);
    expect(read.staleMinutes).toBe(15);
    expect(read.hours).toEqual(defaultBusinessHours);
  });
});

describe("the routing form", () => {
  const values = settingsToValues({
    rules: [
      { field: "grade", value: "A", target: "7" },
      { field: "form", value: "diagnosis", target: "round-robin" },
    ],
    staleMinutes: 15,
    hours,
  });

  it("moves, removes and adds rules as the buttons say", () => {
    expect(editRules(values, "descer-0")?.rules.map((r) => r.condition)).toEqual([
      "form:diagnosis",
      "grade:A",
    ]);
    expect(editRules(values, "subir-0")?.rules).toEqual(values.rules);
    expect(editRules(values, "remover-1")?.rules).toHaveLength(1);
    expect(editRules(values, "adicionar")?.rules).toHaveLength(3);
    expect(editRules(values, "salvar")).toBeUndefined();
  });

  it("refuses a member who does not work leads, a bad time and no day, field by field", () => {
    const checked = checkRoutingForm({ ...values, staleMinutes: "0", days: [], end: "08:00" }, [8]);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(
      ["dias", "fim", "minutos", "regra-0-destino"].sort(),
    );
    expect(checkRoutingForm(values, [7]).ok).toBe(true);
  });
});
