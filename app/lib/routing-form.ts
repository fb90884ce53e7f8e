// The 'Distribuição' form as values (ADR 0058): read from a post and bounded, edited by its
// buttons without JavaScript ('Adicionar regra', 'Subir', 'Descer', 'Remover'), checked into
// the settings the server saves, or each field's message.
import { routingCopy } from "~content/admin-routing";
import {
  conditionValue,
  MAX_RULES,
  parseCondition,
  ROUND_ROBIN,
  type RoutingSettings,
  routingSettingsSchema,
} from "./routing";

export interface RoutingFormValues {
  rules: { condition: string; target: string }[];
  staleMinutes: string;
  days: string[];
  start: string;
  end: string;
}

export const RULE_COUNT = "regras";
export const ruleName = (index: number, part: "condicao" | "destino") => `regra-${index}-${part}`;
export const FIELD = { staleMinutes: "minutos", days: "dias", start: "inicio", end: "fim" };

const BOUND = 100;

/** What a post to the form holds, as strings cut just past any field's limit. */
export function readRoutingForm(form: {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}): RoutingFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, BOUND).trim() : "";
  };
  const count = Math.min(Math.max(Math.trunc(Number(text(RULE_COUNT))) || 0, 0), MAX_RULES + 1);
  return {
    rules: Array.from({ length: count }, (_, index) => ({
      condition: text(ruleName(index, "condicao")),
      target: text(ruleName(index, "destino")),
    })),
    staleMinutes: text(FIELD.staleMinutes),
    days: form
      .getAll(FIELD.days)
      .slice(0, 7)
      .flatMap((day) => (typeof day === "string" ? [day.slice(0, 2)] : [])),
    start: text(FIELD.start),
    end: text(FIELD.end),
  };
}

export function settingsToValues(settings: RoutingSettings): RoutingFormValues {
  return {
    rules: settings.rules.map((rule) => ({
      condition: conditionValue(rule),
      target: rule.target,
    })),
    staleMinutes: String(settings.staleMinutes),
    days: settings.hours.days.map(String),
    start: settings.hours.start,
    end: settings.hours.end,
  };
}

/** A list button: `adicionar`, `subir-2`, `descer-0`, `remover-3`; undefined for others. */
export function editRules(values: RoutingFormValues, intent: string) {
  const rules = [...values.rules];
  if (intent === "adicionar") {
    if (rules.length >= MAX_RULES) return undefined;
    rules.push({ condition: "", target: ROUND_ROBIN });
    return { ...values, rules };
  }
  const match = /^(subir|descer|remover)-(\d{1,2})$/.exec(intent);
  if (!match) return undefined;
  const index = Number(match[2]);
  if (index >= rules.length) return { ...values, rules };
  const other = match[1] === "subir" ? index - 1 : index + 1;
  if (match[1] === "remover") rules.splice(index, 1);
  else {
    const moved = rules[index];
    const swapped = rules[other];
    if (moved && swapped) {
      rules[index] = swapped;
      rules[other] = moved;
    }
  }
  return { ...values, rules };
}

type Checked =
  | { ok: true; settings: RoutingSettings }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The settings the values say, or a message per field by its form name. `members`: the ids of
 * the members who may work leads, the only ones a rule may send people to.
 */
export function checkRoutingForm(values: RoutingFormValues, members: number[]): Checked {
  const errors = routingCopy.errors;
  const fieldErrors: Record<string, string> = {};
  if (values.rules.length > MAX_RULES) fieldErrors[RULE_COUNT] = errors.tooMany(MAX_RULES);
  const rules = values.rules.slice(0, MAX_RULES).map((rule, index) => {
    const { field, value } = parseCondition(rule.condition);
    const member = members.some((id) => String(id) === rule.target);
    if (rule.target !== ROUND_ROBIN && !member)
      fieldErrors[ruleName(index, "destino")] = errors.target;
    return { field, value, target: rule.target };
  });
  const candidate = {
    rules,
    staleMinutes: /^\d{1,4}$/.test(values.staleMinutes) ? Number(values.staleMinutes) : Number.NaN,
    hours: {
      days: [...new Set(values.days)].map((day) => (/^[0-6]$/.test(day) ? Number(day) : -1)),
      start: values.start,
      end: values.end,
    },
  };
  const parsed = routingSettingsSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const name =
        first === "rules" && typeof index === "number"
          ? ruleName(index, "condicao")
          : first === "staleMinutes"
            ? FIELD.staleMinutes
            : issue.path[1] === "days"
              ? FIELD.days
              : issue.path[1] === "start"
                ? FIELD.start
                : FIELD.end;
      const message =
        name === FIELD.staleMinutes
          ? errors.staleMinutes
          : name === FIELD.days
            ? errors.days
            : name === FIELD.start
              ? errors.start
              : name === FIELD.end
                ? errors.end
                : errors.condition;
      // A rule's wrong target is the target's message, not its condition's.
      if (first === "rules" && issue.path[2] === "target") continue;
      fieldErrors[name] ??= message;
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, settings: parsed.data };
}
