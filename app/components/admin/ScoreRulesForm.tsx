import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import {
  actionKey,
  answerKey,
  SCORE_FORM_ID,
  type ScoreFormValues,
  type ScoreRulesReply,
  scoreFormSchema,
  scoreNumberBounds,
  WORD_SLOTS,
  wordKey,
  wordPointsKey,
} from "~/lib/forms/score-rules-schema";
import { fitGrades, scoreActions, scoredAnswers, scoredFields } from "~/lib/score";
import { scoreRulesCopy } from "~content/admin-score";
import { type AnyForm, useFieldError, useFieldIds } from "../forms/Fields";
import { EditorForm } from "./EditorParts";
import { primaryButton } from "./styles";
import { useAdminForm } from "./useAdminForm";

const copy = scoreRulesCopy;
const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const box =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-600";
const small = `${box} w-24 shrink-0 text-right`;

/** A number beside its label, narrow: many fit on a phone's screen. */
function NumberRow({ form, name, label }: { form: AnyForm; name: string; label: string }) {
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  const [min, max] = scoreNumberBounds[name] ?? [0, 0];
  return (
    <div className="py-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={ids.id} className="text-sm text-ink">
          {label}
        </label>
        <input
          {...form.getInputProps(name, {
            id: ids.id,
            type: "number",
            inputMode: "numeric",
            min,
            max,
            step: 1,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? ids.errorId : undefined,
          })}
          className={small}
        />
      </div>
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A typed role's word and its points, side by side. */
function WordRow({ form, n }: { form: AnyForm; n: number }) {
  const ids = useFieldIds(wordKey(n));
  const points = useFieldIds(wordPointsKey(n));
  const wordError = useFieldError(form, wordKey(n));
  const pointsError = useFieldError(form, wordPointsKey(n));
  const error = wordError ?? pointsError;
  return (
    <div className="py-1.5">
      <div className="flex items-center gap-3">
        <label htmlFor={ids.id} className="sr-only">
          {copy.fit.word(n)}
        </label>
        <input
          {...form.getInputProps(wordKey(n), {
            id: ids.id,
            type: "text",
            maxLength: 40,
            autoComplete: "off",
            placeholder: copy.fit.word(n),
            "aria-invalid": error ? true : undefined,
          })}
          className={`${box} min-w-0 flex-1`}
        />
        <label htmlFor={points.id} className="sr-only">
          {copy.fit.wordPoints(n)}
        </label>
        <input
          {...form.getInputProps(wordPointsKey(n), {
            id: points.id,
            type: "number",
            inputMode: "numeric",
            min: -100,
            max: 100,
            step: 1,
          })}
          className={small}
        />
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  );
}

function Card({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className={card}>
      <h2 id={`${id}-titulo`} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

const grid = "grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3";

/** Two forms may name two codes alike ('Tecnologia' is tech and technology): the code tells them apart. */
const labelled = (options: { value: string; label: string }[]) =>
  options.map((option) => ({
    ...option,
    label:
      options.filter((other) => other.label === option.label).length > 1
        ? `${option.label} (${option.value})`
        : option.label,
  }));

/**
 * The rules' form: points per answer and per action, fading and the grades' minimums. Only an
 * Administrador saves (the action checks it too); the others read it, disabled.
 */
export function ScoreRulesForm({
  initial,
  reply,
  canSave,
}: {
  initial: ScoreFormValues;
  reply?: ScoreRulesReply;
  canSave: boolean;
}) {
  const { form, message } = useAdminForm({
    id: SCORE_FORM_ID,
    schema: scoreFormSchema,
    initial,
    refusal: () => copy.refused,
    reply,
  });
  const saving = useNavigation().state === "submitting";
  return (
    <EditorForm form={form} message={message} label={copy.heading} className="space-y-6">
      <fieldset disabled={!canSave} className="space-y-6">
        <Card id="perfil" title={copy.fit.heading} intro={copy.fit.intro}>
          <div className="space-y-6">
            {scoredFields.map((field) => (
              <section key={field} aria-label={copy.fit.fields[field]}>
                <h3 className="font-semibold text-ink">{copy.fit.fields[field]}</h3>
                <div className={`${grid} mt-1`}>
                  {labelled(scoredAnswers[field]).map((option) => (
                    <NumberRow
                      key={option.value}
                      form={form}
                      name={answerKey(field, option.value)}
                      label={option.label}
                    />
                  ))}
                </div>
              </section>
            ))}
            <section aria-label={copy.fit.email}>
              <h3 className="font-semibold text-ink">{copy.fit.email}</h3>
              <div className={`${grid} mt-1`}>
                <NumberRow form={form} name="corporateEmail" label={copy.fit.corporateEmail} />
                <NumberRow form={form} name="personalEmail" label={copy.fit.personalEmail} />
              </div>
            </section>
            <section aria-label={copy.fit.wordsHeading}>
              <h3 className="font-semibold text-ink">{copy.fit.wordsHeading}</h3>
              <p className="mt-1 text-sm text-slate-600">{copy.fit.wordsIntro}</p>
              <div className="mt-1 grid gap-x-6 sm:grid-cols-2">
                {Array.from({ length: WORD_SLOTS }, (_, i) => (
                  <WordRow key={wordKey(i + 1)} form={form} n={i + 1} />
                ))}
              </div>
            </section>
          </div>
        </Card>
        <Card id="interesse" title={copy.interest.heading} intro={copy.interest.intro}>
          <div className={grid}>
            {scoreActions.map((action) => (
              <NumberRow
                key={action}
                form={form}
                name={actionKey(action)}
                label={copy.interest.actions[action]}
              />
            ))}
            <NumberRow form={form} name="recent" label={copy.interest.recent} />
            <NumberRow form={form} name="recentDays" label={copy.interest.recentDays} />
            <NumberRow form={form} name="halfLifeWeeks" label={copy.interest.halfLifeWeeks} />
          </div>
          <p className="mt-2 text-sm text-slate-600">{copy.interest.halfLifeHint}</p>
        </Card>
        <Card id="notas" title={copy.grades.heading} intro={copy.grades.intro}>
          <div className="grid gap-x-6 sm:grid-cols-2">
            <div>
              {fitGrades.slice(0, 3).map((grade) => (
                <NumberRow
                  key={grade}
                  form={form}
                  name={`fit${grade}`}
                  label={copy.grades.fit(grade)}
                />
              ))}
            </div>
            <div>
              {[4, 3, 2].map((grade) => (
                <NumberRow
                  key={grade}
                  form={form}
                  name={`int${grade}`}
                  label={copy.grades.interest(grade)}
                />
              ))}
            </div>
          </div>
        </Card>
      </fieldset>
      {canSave ? (
        <button type="submit" disabled={saving} className={primaryButton}>
          {copy.save}
        </button>
      ) : null}
    </EditorForm>
  );
}
