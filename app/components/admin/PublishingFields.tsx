import {
  type AnyForm,
  describedBy,
  Label,
  Messages,
  useFieldError,
  useFieldIds,
} from "~/components/forms/Fields";
import { inputClass } from "~/components/forms/styles";
import { POST_STATUSES } from "~/lib/forms/post-schema";
import { publishingCopy } from "~content/admin-publishing";
import type { FlatValues } from "./SiteFields";

const copy = publishingCopy;

/**
 * The editor's 'Status' and 'Data de publicação' (ADR 0015), and the 'Pré-visualizar' link to
 * the post's public address once it is saved. A `datetime-local` field in São Paulo time: the
 * server turns it into an instant, so it works without JavaScript.
 */
export function PublishingFields({ form, savedSlug }: { form: AnyForm; savedSlug?: string }) {
  const status = useFieldIds("status");
  const statusError = useFieldError(form, "status");
  const date = useFieldIds("date");
  const dateError = useFieldError(form, "date");
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor={status.id} label={copy.status} required />
        <select
          {...form.getInputProps("status", {
            id: status.id,
            required: true,
            "aria-invalid": statusError ? true : undefined,
            "aria-describedby": describedBy(statusError, undefined, status),
          })}
          className={inputClass}
        >
          {POST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {copy.statuses[value]}
            </option>
          ))}
        </select>
        <Messages error={statusError} {...status} />
      </div>
      <div>
        <Label htmlFor={date.id} label={copy.date} />
        <input
          {...form.getInputProps("date", {
            id: date.id,
            type: "datetime-local",
            step: 60,
            "aria-invalid": dateError ? true : undefined,
            "aria-describedby": describedBy(dateError, copy.dateHint, date),
          })}
          className={inputClass}
        />
        <Messages error={dateError} hint={copy.dateHint} {...date} />
      </div>
      {savedSlug ? (
        <p className="sm:col-span-2">
          <a
            href={`/blog/${savedSlug}`}
            target="_blank"
            rel="noopener"
            aria-label={copy.previewLinkLabel}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {copy.previewLink}
          </a>
        </p>
      ) : null}
    </div>
  );
}

interface PlainPublishingCopy {
  status: string;
  statuses: Record<(typeof POST_STATUSES)[number], string>;
  date: string;
  dateHint: string;
}

/**
 * The same 'Status' and 'Data de publicação' in a form without rvf (a landing page's, whose
 * fields are drawn from their description): plain values and the server's messages.
 */
export function PlainPublishingFields({
  values,
  errors,
  names,
  words,
}: {
  values: FlatValues;
  errors: Record<string, string>;
  names: { status: string; date: string };
  words: PlainPublishingCopy;
}) {
  const status = useFieldIds(names.status);
  const statusError = errors[names.status];
  const date = useFieldIds(names.date);
  const dateError = errors[names.date];
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <Label htmlFor={status.id} label={words.status} required />
        <select
          id={status.id}
          name={names.status}
          defaultValue={values[names.status] ?? "draft"}
          aria-invalid={statusError ? true : undefined}
          aria-describedby={describedBy(statusError, undefined, status)}
          className={inputClass}
        >
          {POST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {words.statuses[value]}
            </option>
          ))}
        </select>
        <Messages error={statusError} {...status} />
      </div>
      <div>
        <Label htmlFor={date.id} label={words.date} />
        <input
          id={date.id}
          name={names.date}
          type="datetime-local"
          step={60}
          defaultValue={values[names.date] ?? ""}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={describedBy(dateError, words.dateHint, date)}
          className={inputClass}
        />
        <Messages error={dateError} hint={words.dateHint} {...date} />
      </div>
    </div>
  );
}
