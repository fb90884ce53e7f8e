import ICAL from "ical.js";
import { IcsError } from "./ics-error.server";

/**
 * ical.js looks for a rule's next occurrence in a loop with no end of its own: a rule no date
 * can satisfy (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) never returns, and a sparse one
 * (FREQ=SECONDLY;BYMONTH=12;BYMONTHDAY=31) takes millions of turns. Each turn calls one of
 * these methods of RecurIterator (ical.js 2.2.1); while a feed is read they count against its
 * budget, and the reading stops with an error when it is spent.
 */
export const STEPS = [
  "next_second",
  "next_minute",
  "next_hour",
  "next_day",
  "next_week",
  "next_month",
  "next_year",
] as const;

export interface StepBudget {
  steps: number;
}

type Step = (...args: unknown[]) => unknown;
type Steps = Record<string, Step | undefined>;

/** Runs `read` (synchronous: nothing else runs meanwhile) with every step counted. */
export function withStepBudget<T>(budget: StepBudget, read: () => T): T {
  const proto = ICAL.RecurIterator.prototype as unknown as Steps;
  const originals = STEPS.map((name) => [name, proto[name]] as const);
  // These are ical.js's own methods, not its API: a version without them would read rules
  // with no bound at all, so none is read (the pinned version has them; a test says so).
  if (originals.some(([, original]) => typeof original !== "function")) {
    throw new IcsError("too-much-recurrence", "ical.js without the methods the budget counts");
  }
  for (const [name, original] of originals) {
    if (typeof original !== "function") continue;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (--budget.steps < 0) {
        throw new IcsError("too-much-recurrence", "recurrence needs too many steps");
      }
      return original.apply(this, args);
    };
  }
  try {
    return read();
  } finally {
    for (const [name, original] of originals) if (original) proto[name] = original;
  }
}
