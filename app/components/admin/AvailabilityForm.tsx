import { Form, useNavigation } from "react-router";
import { inputClass, labelClass } from "~/components/forms/styles";
import type { AvailabilityFields, AvailabilityReply } from "~/lib/forms/availability-schema";
import { availabilityCopy, weekdayLabels } from "~content/admin-booking";
import { FormAlert } from "./EditorParts";
import { FieldError, LabelledField } from "./LabelledField";
import { primaryButton, secondaryButton } from "./styles";

const copy = availabilityCopy;
const RANGES = [0, 1, 2];
const timeClass =
  "min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-base text-ink aria-[invalid=true]:border-red-600";
const calendarKinds = ["none", "ics", "caldav"] as const;

/** What 'Disponibilidade' shows besides the fields. */
export interface AvailabilityCardData {
  fields: AvailabilityFields;
  rows: number;
  /** The host's page, /agenda/{slug}; null before the first save. */
  page: string | null;
  active: boolean;
  hasPassword: boolean;
  /** The connected calendar's last read; null with none. */
  calendar: { readAt: string | null; error: string } | null;
}

/** Up to three start and end times of a day or a date, each pair labelled for screen readers. */
function Ranges({
  prefix,
  label,
  values,
  error,
}: {
  prefix: string;
  label: string;
  values: AvailabilityFields;
  error?: string;
}) {
  const invalid = error ? true : undefined;
  return (
    <div className="flex flex-wrap gap-x-5 gap-y-2">
      {RANGES.map((i) => (
        <div key={i} className="flex items-center gap-1.5">
          {(["from", "to"] as const).map((end) => {
            const name = `${prefix}_${i}_${end}`;
            return (
              <span key={end} className="contents">
                {end === "to" ? <span aria-hidden="true">–</span> : null}
                <label htmlFor={`disp-${name}`} className="sr-only">
                  {`${copy.rangeOf(label, i + 1)}: ${end === "from" ? copy.from : copy.to}`}
                </label>
                <input
                  id={`disp-${name}`}
                  type="time"
                  name={name}
                  defaultValue={values[name] ?? ""}
                  aria-invalid={invalid}
                  aria-describedby={error ? `disp-${prefix}-erro` : undefined}
                  className={timeClass}
                />
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function TextInput({
  name,
  label,
  values,
  errors,
  type = "text",
  hint,
}: {
  name: string;
  label: string;
  values: AvailabilityFields;
  errors: Record<string, string>;
  type?: "text" | "url" | "password";
  hint?: string;
}) {
  return (
    <LabelledField id={`disp-${name}`} name={name} label={label} hint={hint} error={errors[name]}>
      {(props) => (
        <input
          {...props}
          type={type}
          // A saved password is never sent back: the field always starts empty.
          defaultValue={type === "password" ? "" : (values[name] ?? "")}
          autoComplete={type === "password" ? "new-password" : "off"}
          className={inputClass}
        />
      )}
    </LabelledField>
  );
}

/**
 * 'Disponibilidade': the week's hours, dates off or with other hours, the video room,
 * 'Ausente' and the calendar read for busy times. A plain post; 'Ler agenda agora' is a form
 * of its own below.
 */
export function AvailabilityForm({
  card,
  reply,
}: {
  card: AvailabilityCardData;
  reply?: AvailabilityReply;
}) {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const values = reply?.repopulateFields ?? card.fields;
  const rows = reply?.rows ?? card.rows;
  const errors = reply?.fieldErrors ?? {};
  const kind = values.calendarKind || "none";
  return (
    <>
      {card.page ? (
        <p className="mt-3 text-slate-700">
          {copy.page("")}
          <a href={card.page} className="font-medium text-brand-700 underline">
            {card.page}
          </a>
        </p>
      ) : (
        <p className="mt-3 text-slate-700">{copy.noPage}</p>
      )}
      {card.active ? null : (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {copy.inactive}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-8" key={JSON.stringify(values)}>
        <FormAlert message={reply?.message} />
        <input type="hidden" name="intent" value="availability" />
        <fieldset>
          <legend className="text-lg font-semibold text-ink">{copy.weekHeading}</legend>
          <p className="mt-1 text-sm text-slate-600">{copy.weekHint}</p>
          <div className="mt-3 divide-y divide-slate-100">
            {weekdayLabels.map(([day, label]) => (
              <fieldset key={day} className="py-3">
                <legend className="font-medium text-ink">{label}</legend>
                <div className="mt-2">
                  <Ranges
                    prefix={`d${day}`}
                    label={label}
                    values={values}
                    error={errors[`d${day}`]}
                  />
                  <FieldError id={`disp-d${day}-erro`} error={errors[`d${day}`]} />
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-lg font-semibold text-ink">{copy.exceptionsHeading}</legend>
          <p className="mt-1 text-sm text-slate-600">{copy.exceptionsHint}</p>
          <FieldError id="disp-exceptions-erro" error={errors.exceptions} />
          <div className="mt-3 divide-y divide-slate-100">
            {Array.from({ length: rows }, (_, row) => {
              const prefix = `x${row}`;
              const label = copy.exceptionOf(row + 1);
              return (
                <fieldset key={prefix} className="flex flex-wrap items-end gap-4 py-3">
                  <legend className="sr-only">{label}</legend>
                  <div>
                    <label htmlFor={`disp-${prefix}_date`} className={labelClass}>
                      {copy.date}
                    </label>
                    <input
                      id={`disp-${prefix}_date`}
                      type="date"
                      name={`${prefix}_date`}
                      defaultValue={values[`${prefix}_date`] ?? ""}
                      aria-invalid={errors[prefix] ? true : undefined}
                      aria-describedby={errors[prefix] ? `disp-${prefix}-erro` : undefined}
                      className={`${timeClass} mt-1.5 block`}
                    />
                  </div>
                  <Ranges prefix={prefix} label={label} values={values} error={errors[prefix]} />
                  <div className="basis-full">
                    <FieldError id={`disp-${prefix}-erro`} error={errors[prefix]} />
                  </div>
                </fieldset>
              );
            })}
          </div>
        </fieldset>
        <TextInput
          name="videoUrl"
          label={copy.videoUrl}
          type="url"
          hint={copy.videoHint}
          values={values}
          errors={errors}
        />
        <div>
          <label className="flex min-h-11 items-center gap-3 font-medium text-ink">
            <input
              type="checkbox"
              name="away"
              defaultChecked={values.away === "on"}
              aria-describedby="disp-away-dica"
              className="h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-700"
            />
            {copy.away}
          </label>
          <p id="disp-away-dica" className="text-sm text-slate-600">
            {copy.awayHint}
          </p>
        </div>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-ink">{copy.calendarHeading}</legend>
          <p className="text-sm text-slate-600">{copy.calendarHint}</p>
          <div className="grid gap-1">
            {calendarKinds.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-3 text-slate-700">
                <input
                  type="radio"
                  name="calendarKind"
                  value={option}
                  defaultChecked={kind === option}
                  className="h-5 w-5 shrink-0 accent-brand-700"
                />
                {copy.calendarKinds[option]}
              </label>
            ))}
          </div>
          <FieldError id="disp-calendarKind-erro" error={errors.calendarKind} />
          <TextInput
            name="icsUrl"
            label={copy.icsUrl}
            hint={copy.icsHint}
            values={values}
            errors={errors}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <TextInput name="caldavUrl" label={copy.caldavUrl} values={values} errors={errors} />
            </div>
            <TextInput name="caldavUser" label={copy.caldavUser} values={values} errors={errors} />
            <TextInput
              name="caldavPassword"
              label={copy.caldavPassword}
              type="password"
              hint={card.hasPassword ? copy.passwordKept : copy.passwordHint}
              values={values}
              errors={errors}
            />
          </div>
        </fieldset>
        <button type="submit" disabled={intent === "availability"} className={primaryButton}>
          {intent === "availability" ? copy.saving : copy.save}
        </button>
      </Form>
      {card.calendar ? (
        <div className="mt-8 border-t border-slate-200 pt-6">
          <p className="text-sm text-slate-700">
            {card.calendar.readAt ? copy.lastRead(card.calendar.readAt) : copy.neverRead}
          </p>
          {card.calendar.error ? (
            <p className="mt-1 text-sm font-medium text-red-700">
              {copy.readError(card.calendar.error)}
            </p>
          ) : null}
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="read-calendar" />
            <button type="submit" disabled={intent === "read-calendar"} className={secondaryButton}>
              {intent === "read-calendar" ? copy.reading : copy.readNow}
            </button>
          </Form>
        </div>
      ) : null}
    </>
  );
}
