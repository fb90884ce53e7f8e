import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useFormAction, useLocation, useRouteLoaderData } from "react-router";
import { SelectField, TextAreaField } from "~/components/forms/ChoiceFields";
import { CheckboxField, TextField, useFieldError, useFieldIds } from "~/components/forms/Fields";
import { LeadFormFrame } from "~/components/forms/LeadFormFrame";
import { type LeadFields, useLeadForm } from "~/components/forms/useLeadForm";
import type { FormReply } from "~/lib/forms/reply";
import { reiRefusal } from "~/lib/forms/toasts";
import {
  type AddressParam,
  addressParams,
  CAMPAIGN_LIMITS,
  type CampaignField,
} from "~/lib/landing/campaign-form";
import type { ViewCampaign } from "~/lib/landing/view";
import { landingPageCopy as copy } from "~content/landing";

type Address = Partial<Record<AddressParam, string>>;

/** The campaign parameters of the page's address, each cut to what a hidden field keeps. */
function addressOf(search: string): Address {
  const params = new URLSearchParams(search.slice(0, 4000));
  const address: Address = {};
  for (const name of addressParams) {
    const value = params.get(name);
    if (value) address[name] = value.slice(0, CAMPAIGN_LIMITS.hidden);
  }
  return address;
}

/** A choice of one or several, radios or checkboxes, ids by position (labels have spaces). */
function Choices({ form, field, many }: { form: LeadFields; field: CampaignField; many: boolean }) {
  const ids = useFieldIds(field.id);
  const error = useFieldError(form, field.id);
  return (
    <fieldset aria-describedby={error ? ids.errorId : undefined}>
      <legend className="text-sm font-medium text-ink">
        {field.label}
        {field.required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-1.5 grid gap-2">
        {field.options.map((option, index) => (
          <label
            key={option}
            htmlFor={`${ids.id}-${index}`}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              {...form.getInputProps(field.id, {
                id: `${ids.id}-${index}`,
                type: many ? "checkbox" : "radio",
                value: option,
                "aria-invalid": error ? true : undefined,
              })}
              className="h-4 w-4 shrink-0 accent-brand-700"
            />
            <span className="text-ink">{option}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Field({ form, field }: { form: LeadFields; field: CampaignField }) {
  const shared = { form, name: field.id, label: field.label, required: field.required };
  switch (field.kind) {
    case "text":
      return <TextField {...shared} />;
    case "email":
      return <TextField {...shared} type="email" autoComplete="email" />;
    case "phone":
      return <TextField {...shared} type="tel" autoComplete="tel" />;
    case "textarea":
      return <TextAreaField {...shared} />;
    case "select":
      return (
        <SelectField
          {...shared}
          options={field.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case "radio":
    case "multi":
      return <Choices form={form} field={field} many={field.kind === "multi"} />;
    case "checkbox":
      return <CheckboxField {...shared} />;
    case "hidden":
      // A fixed value is the server's; one from the address is what the page was opened with.
      return field.from ? <input {...form.getHiddenInputProps(field.id)} /> : null;
  }
}

/** The thanks of the page's own, in the form's place, where the keyboard is taken to it. */
function Thanks({ thanks }: { thanks: NonNullable<ViewCampaign["thanks"]> }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { button } = thanks;
  return (
    <div role="status" className="flex flex-col items-start gap-4">
      <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
        {thanks.title}
      </h3>
      {thanks.text ? (
        <p className="text-lg whitespace-pre-line text-slate-700">{thanks.text}</p>
      ) : null}
      {button ? (
        <Link
          to={button.to}
          className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {button.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A campaign's own form (ADR 0059): its fields in their order, checked in the browser with the
 * schema built from them (loaded on the first send, as every lead schema) and again by the
 * page's action. Once sent, the page's thanks takes the form's place: in this page with
 * JavaScript, after the redirect without it (the reply rides the flash cookie).
 */
export function CampaignForm({
  campaign,
  formId,
  submitLabel,
}: {
  campaign: ViewCampaign;
  formId: string;
  submitLabel?: string;
}) {
  const action = useFormAction();
  const address = addressOf(useLocation().search);
  const root = useRouteLoaderData("root") as { form?: FormReply } | undefined;
  const arrived = root?.form?.formId === formId && root.form.done !== undefined;
  const [sent, setSent] = useState(arrived);
  const { fields } = campaign;
  const lead = useLeadForm({
    formId,
    schema: (schemas) => schemas.campaignFormSchema(fields),
    action,
    // A hidden field from the address starts with the value the page was opened with.
    defaultValues: Object.fromEntries(
      fields.flatMap((field) => (field.from ? [[field.id, address[field.from] ?? ""]] : [])),
    ),
    refusal: (errors) =>
      reiRefusal(
        fields.map((field) => ({ name: field.id, label: field.label, kind: field.kind })),
        errors,
      ),
    onAccepted: useCallback(() => setSent(true), []),
  });
  const { event } = campaign;
  if (event?.ended) return <Ended event={event} />;
  if (sent && campaign.thanks) return <Thanks thanks={campaign.thanks} />;
  return (
    <>
      {event ? (
        <p className="mb-5 font-medium text-ink">
          {event.when} · {event.where}
        </p>
      ) : null}
      <LeadFormFrame
        lead={lead}
        label={copy.campaignForm}
        submitLabel={submitLabel || copy.campaignSubmit}
      >
        {fields.map((field) => (
          <Field key={field.id} form={lead.form} field={field} />
        ))}
      </LeadFormFrame>
    </>
  );
}

/** An event that is over: said so in the form's place, with its recording when there is one. */
function Ended({ event }: { event: NonNullable<ViewCampaign["event"]> }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <h3 className="text-2xl font-bold text-ink">{copy.eventEnded}</h3>
      <p className="text-lg text-slate-700">{copy.eventEndedText}</p>
      {event.recording ? (
        <a
          href={event.recording}
          className="inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {copy.eventRecording}
        </a>
      ) : null}
    </div>
  );
}
