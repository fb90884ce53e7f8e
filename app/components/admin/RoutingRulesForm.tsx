import { Form, useNavigation } from "react-router";
import { inputClass, labelClass } from "~/components/forms/styles";
import { FIELD, type RoutingFormValues, RULE_COUNT, ruleName } from "~/lib/routing-form";
import { routingCopy, weekdays } from "~content/admin-routing";
import { FormAlert } from "./EditorParts";
import { FieldError, LabelledField } from "./LabelledField";
import { primaryButton, secondaryButton } from "./styles";

const copy = routingCopy;
const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const smallButton =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-ink hover:bg-slate-50 disabled:opacity-50";

interface Option {
  value: string;
  label: string;
}

/**
 * 'Distribuição': the rules in order, the time a person may stay 'Novo' and the business
 * hours. A plain post: the list's buttons send their intent and the server answers the form
 * as edited, so it works the same without JavaScript. Read-only for all but an Administrador.
 */
export function RoutingRulesForm({
  values,
  conditions,
  targets,
  manage,
  fieldErrors = {},
  message,
}: {
  values: RoutingFormValues;
  conditions: { label: string; options: Option[] }[];
  targets: Option[];
  manage: boolean;
  fieldErrors?: Record<string, string>;
  message?: string;
}) {
  const busy = useNavigation().state === "submitting";
  const count = values.rules.length;
  return (
    <Form method="post" className="mt-6 space-y-8" key={JSON.stringify(values)}>
      {/* Enter in a field saves: the first submit button is the form's default one. */}
      {manage ? (
        <button
          type="submit"
          name="intent"
          value="salvar"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        >
          {copy.save}
        </button>
      ) : null}
      <FormAlert message={message} />
      <input type="hidden" name={RULE_COUNT} value={count} />
      <fieldset disabled={!manage} className="space-y-8">
        <section aria-labelledby="regras-titulo" className={card}>
          <h2 id="regras-titulo" className="text-xl font-bold text-ink">
            {copy.rulesHeading}
          </h2>
          <p className="mt-1 text-slate-600">{copy.rulesHint}</p>
          <FieldError id="regras-erro" error={fieldErrors[RULE_COUNT]} />
          {count === 0 ? <p className="mt-4 text-slate-700">{copy.noRules}</p> : null}
          <ol className="mt-4 space-y-4">
            {values.rules.map((rule, index) => {
              const n = index + 1;
              const condition = ruleName(index, "condicao");
              const target = ruleName(index, "destino");
              return (
                <li
                  // The rule's place is its identity in a plain post.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  aria-label={copy.ruleOf(n)}
                  className="rounded-xl border border-slate-200 bg-slate-50 p-4"
                >
                  <p className="font-semibold text-ink">{copy.ruleOf(n)}</p>
                  <div className="mt-3 grid gap-4 md:grid-cols-2">
                    <LabelledField
                      id={`regra-${index}-condicao`}
                      name={condition}
                      label={copy.condition}
                      error={fieldErrors[condition]}
                    >
                      {(props) => (
                        <select {...props} defaultValue={rule.condition} className={inputClass}>
                          <option value="">—</option>
                          {conditions.map((group) => (
                            <optgroup key={group.label} label={group.label}>
                              {group.options.map((option) => (
                                <option key={option.value} value={option.value}>
                                  {option.label}
                                </option>
                              ))}
                            </optgroup>
                          ))}
                        </select>
                      )}
                    </LabelledField>
                    <LabelledField
                      id={`regra-${index}-destino`}
                      name={target}
                      label={copy.target}
                      error={fieldErrors[target]}
                    >
                      {(props) => (
                        <select {...props} defaultValue={rule.target} className={inputClass}>
                          {targets.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      )}
                    </LabelledField>
                  </div>
                  {manage ? (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="submit"
                        name="intent"
                        value={`subir-${index}`}
                        disabled={index === 0}
                        aria-label={copy.upOf(n)}
                        className={smallButton}
                      >
                        {copy.up}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={`descer-${index}`}
                        disabled={index === count - 1}
                        aria-label={copy.downOf(n)}
                        className={smallButton}
                      >
                        {copy.down}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={`remover-${index}`}
                        aria-label={copy.removeOf(n)}
                        className={`${smallButton} text-red-700`}
                      >
                        {copy.remove}
                      </button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {manage ? (
            <button
              type="submit"
              name="intent"
              value="adicionar"
              className={`${secondaryButton} mt-4`}
            >
              {copy.add}
            </button>
          ) : null}
        </section>
        <section aria-labelledby="parado-titulo" className={card}>
          <h2 id="parado-titulo" className="text-xl font-bold text-ink">
            {copy.staleHeading}
          </h2>
          <p className="mt-1 text-slate-600">{copy.staleHint}</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <LabelledField
              id="distribuicao-minutos"
              name={FIELD.staleMinutes}
              label={copy.staleMinutes}
              error={fieldErrors[FIELD.staleMinutes]}
            >
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1440}
                  step={1}
                  defaultValue={values.staleMinutes}
                  className={inputClass}
                />
              )}
            </LabelledField>
            <LabelledField
              id="distribuicao-inicio"
              name={FIELD.start}
              label={copy.start}
              error={fieldErrors[FIELD.start]}
            >
              {(props) => (
                <input {...props} type="time" defaultValue={values.start} className={inputClass} />
              )}
            </LabelledField>
            <LabelledField
              id="distribuicao-fim"
              name={FIELD.end}
              label={copy.end}
              error={fieldErrors[FIELD.end]}
            >
              {(props) => (
                <input {...props} type="time" defaultValue={values.end} className={inputClass} />
              )}
            </LabelledField>
          </div>
          <fieldset
            className="mt-4"
            aria-describedby={fieldErrors[FIELD.days] ? "distribuicao-dias-erro" : undefined}
          >
            <legend className={labelClass}>{copy.days}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {weekdays.map(([day, label]) => (
                <label key={day} className="flex min-h-11 items-center gap-2 text-ink">
                  <input
                    type="checkbox"
                    name={FIELD.days}
                    value={day}
                    defaultChecked={values.days.includes(String(day))}
                    className="size-4"
                  />
                  {label}
                </label>
              ))}
            </div>
            <FieldError id="distribuicao-dias-erro" error={fieldErrors[FIELD.days]} />
          </fieldset>
        </section>
      </fieldset>
      {manage ? (
        <button
          type="submit"
          name="intent"
          value="salvar"
          disabled={busy}
          className={primaryButton}
        >
          {busy ? copy.saving : copy.save}
        </button>
      ) : null}
    </Form>
  );
}
