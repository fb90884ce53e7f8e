// Who gets a new person (ADR 0058), as the admin's form and the server both read it: the
// Administrador's rules in order, the time a person may stay 'Novo' and the business hours it
// is counted in. Pure: the clock and the data come from the caller.
import { z } from "zod";
import { routingCopy } from "~content/admin-routing";
import { contactIndustries, downloadIndustries, homeIndustries, type Option } from "~content/forms";
import { fromSaoPauloLocal, toSaoPauloLocal } from "./dates";
import { formTypeLabel, LANDING_FORM_PREFIX } from "./leads";
import { alertFormTypes } from "./team";

/** What a rule looks at: the fit grade, the form, the industry typed, the landing page. */
export const ruleFields = ["grade", "form", "industry", "landing"] as const;
export type RuleField = (typeof ruleFields)[number];

export const fitGrades = ["A", "B", "C", "D"] as const;
/** The forms a rule may name: those whose people the team works (no legacy, no booking). */
export const routedForms = alertFormTypes;

/** Industry codes of every form that asks (the REI calls it `sector`), first label wins. */
export const industryOptions: Option[] = (() => {
  const seen = new Map<string, string>();
  for (const option of [...homeIndustries, ...contactIndustries, ...downloadIndustries])
    if (!seen.has(option.value)) seen.set(option.value, option.label);
  for (const [value, label] of [
    ["services", "Serviços"],
    ["consulting", "Consultoria"],
  ] as const)
    if (!seen.has(value)) seen.set(value, label);
  return [...seen].map(([value, label]) => ({ value, label }));
})();

/** The round-robin among the hosts not 'Ausente', as a rule's target. */
export const ROUND_ROBIN = "round-robin";

export const MAX_RULES = 20;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A value a rule of its field may hold. */
export function validRuleValue(field: RuleField, value: string) {
  if (field === "grade") return (fitGrades as readonly string[]).includes(value);
  if (field === "form") return (routedForms as readonly string[]).includes(value);
  if (field === "industry") return industryOptions.some((option) => option.value === value);
  return SLUG.test(value);
}

export const routingRuleSchema = z
  .object({
    field: z.enum(ruleFields),
    value: z.string().trim().min(1).max(80),
    /** A member's id, or the round-robin. */
    target: z.string().regex(/^(round-robin|\d{1,9})$/),
  })
  .refine((rule) => validRuleValue(rule.field, rule.value), { path: ["value"] });

export type RoutingRule = z.infer<typeof routingRuleSchema>;

export const businessHoursSchema = z
  .object({
    /** Weekdays, 0 Sunday to 6 Saturday. */
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
    start: z.string().regex(TIME),
    end: z.string().regex(TIME),
  })
  .refine((hours) => hours.start < hours.end, { path: ["end"] });

export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const routingSettingsSchema = z.object({
  rules: z.array(routingRuleSchema).max(MAX_RULES),
  /** Business minutes a person may stay 'Novo' before their owner is told again. */
  staleMinutes: z.number().int().min(1).max(1440),
  hours: businessHoursSchema,
});

export type RoutingSettings = z.infer<typeof routingSettingsSchema>;

export const defaultBusinessHours: BusinessHours = {
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "18:00",
};

export const defaultRoutingSettings: RoutingSettings = {
  rules: [],
  staleMinutes: 15,
  hours: defaultBusinessHours,
};

/** The settings as stored, each broken part replaced by its default (rules one by one). */
export function readRoutingSettings(stored: Record<string, unknown> | undefined): RoutingSettings {
  const rules = Array.isArray(stored?.rules)
    ? stored.rules.slice(0, MAX_RULES).flatMap((rule) => {
        const parsed = routingRuleSchema.safeParse(rule);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  const minutes = routingSettingsSchema.shape.staleMinutes.safeParse(stored?.staleMinutes);
  const hours = businessHoursSchema.safeParse(stored?.hours);
  return {
    rules,
    staleMinutes: minutes.success ? minutes.data : defaultRoutingSettings.staleMinutes,
    hours: hours.success ? hours.data : defaultBusinessHours,
  };
}

/** What the rules look at in a new submission and its person. */
export interface RoutingFacts {
  grade: string;
  formType: string;
  payload: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : "");

export function ruleMatches(rule: RoutingRule, facts: RoutingFacts) {
  switch (rule.field) {
    case "grade":
      return facts.grade === rule.value;
    case "form":
      return facts.formType === rule.value;
    case "industry":
      return (text(facts.payload.industry) || text(facts.payload.sector)) === rule.value;
    case "landing":
      return text(facts.payload.formId) === `${LANDING_FORM_PREFIX}${rule.value}`;
  }
}

/** The first rule that matches, and its place (1-based), or undefined. */
export function firstMatch(rules: readonly RoutingRule[], facts: RoutingFacts) {
  const index = rules.findIndex((rule) => ruleMatches(rule, facts));
  return index < 0 ? undefined : { rule: rules[index] as RoutingRule, position: index + 1 };
}

/** 'Nota A', 'Formulário: Diagnóstico', 'Setor: SaaS', 'Landing page: /oferta'. */
export function conditionLabel(field: RuleField, value: string) {
  const names = routingCopy.fields;
  if (field === "grade") return routingCopy.gradeOf(value);
  if (field === "form") return `${names.form}: ${formTypeLabel(value)}`;
  if (field === "industry")
    return `${names.industry}: ${industryOptions.find((o) => o.value === value)?.label ?? value}`;
  return `${names.landing}: /${value}`;
}

/** A rule's condition as one form value, `campo:valor` ('grade:A'), and back. */
export const conditionValue = (rule: { field: string; value: string }) =>
  `${rule.field}:${rule.value}`;

export function parseCondition(condition: string) {
  const at = condition.indexOf(":");
  return at < 0
    ? { field: "", value: "" }
    : { field: condition.slice(0, at), value: condition.slice(at + 1) };
}

// --- Business minutes, in São Paulo time. ---

const DAY_MS = 86_400_000;
/** How far ahead a due time is looked for: a year of days, whatever the hours. */
const MAX_DAYS = 370;

/** Each business window from the São Paulo day of `from` on, in order. */
function* windows(from: Date, hours: BusinessHours) {
  const day = toSaoPauloLocal(from).slice(0, 10);
  const base = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8)));
  for (let offset = 0; offset < MAX_DAYS; offset++) {
    const date = new Date(base + offset * DAY_MS);
    if (!hours.days.includes(date.getUTCDay())) continue;
    const iso = date.toISOString().slice(0, 10);
    const start = fromSaoPauloLocal(`${iso}T${hours.start}`);
    const end = fromSaoPauloLocal(`${iso}T${hours.end}`);
    if (start && end && start < end) yield { start: start.getTime(), end: end.getTime() };
  }
}

/** Minutes of business hours from `start` to `end` (0 when `end` is not after `start`). */
export function businessMinutesBetween(start: Date, end: Date, hours: BusinessHours) {
  let total = 0;
  for (const window of windows(start, hours)) {
    if (window.start >= end.getTime()) break;
    const from = Math.max(window.start, start.getTime());
    const to = Math.min(window.end, end.getTime());
    if (to > from) total += to - from;
  }
  return Math.floor(total / 60_000);
}

/**
 * The instant `minutes` business minutes after `start`: a person arriving on Friday at 17:50
 * with 15 minutes is due on Monday at 09:05. Hours with no window in a year: calendar minutes.
 */
export function dueAfterBusinessMinutes(start: Date, minutes: number, hours: BusinessHours) {
  let left = Math.max(0, minutes) * 60_000;
  for (const window of windows(start, hours)) {
    const from = Math.max(window.start, start.getTime());
    if (from >= window.end) continue;
    if (left <= window.end - from) return new Date(from + left);
    left -= window.end - from;
  }
  return new Date(start.getTime() + minutes * 60_000);
}
