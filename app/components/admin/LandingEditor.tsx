import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { splitBlocks, splitErrors } from "~/lib/landing/block-list";
import { pageFields } from "~/lib/landing/blocks";
import { PUBLISH_AT, SLUG, STATUS } from "~/lib/landing/page-form";
import type { Choices } from "~/lib/site-content/fields";
import { slugify } from "~/lib/slug";
import { landingCopy, landingScreensCopy } from "~content/admin-landing";
import { inputClass, labelClass } from "../forms/styles";
import { saveBarClass } from "./EditorParts";
import { LandingBlocks } from "./LandingBlocks";
import { PlainPublishingFields } from "./PublishingFields";
import { type FlatValues, SiteFields } from "./SiteFields";
import { alertClass, primaryButton, secondaryButton } from "./styles";
import { LeaveQuestion, useUnsavedGuard } from "./UnsavedChanges";
import { useWhenFields } from "./when-fields";

const copy = landingScreensCopy;
const titleField = pageFields.filter((spec) => spec.name === "title");
const seoFields = pageFields.filter((spec) => spec.name !== "title");

export interface LandingReply {
  values: FlatValues;
  errors: Record<string, string>;
  message?: string;
  summary?: string[];
  notice?: string;
}

/** 'Endereço': the page's one segment, with why it was refused. */
function AddressField({ values, errors }: { values: FlatValues; errors: Record<string, string> }) {
  const error = errors[SLUG];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="endereco" className={labelClass}>
        {landingCopy.f.address}
      </label>
      <p id="endereco-dica" className="text-sm text-slate-600">
        {landingCopy.f.addressHint}
      </p>
      <div className="flex items-center gap-1">
        <span aria-hidden="true" className="mt-1.5 font-mono text-slate-500">
          /
        </span>
        <input
          id="endereco"
          name={SLUG}
          type="text"
          defaultValue={values[SLUG] ?? ""}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "endereco-dica endereco-erro" : "endereco-dica"}
          className={inputClass}
        />
      </div>
      {error ? (
        <p id="endereco-erro" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal: why, and which fields and blocks to look at. */
function RefusalAlert({ message, summary }: { message?: string; summary?: string[] }) {
  if (!message) return null;
  return (
    <div role="alert" className={alertClass}>
      <p className="font-semibold">{message}</p>
      {summary?.length ? (
        <ul className="mt-2 list-disc pl-5">
          {summary.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The landing page editor (new and edit): 'Título', 'Endereço', 'Status' and 'Data de
 * publicação', the blocks, the search and social fields, 'Salvar'. A plain multipart form that
 * works without JavaScript; a reply from the server (a refusal, a block button) starts it anew
 * with the values it carries.
 */
export function LandingEditor({
  initial,
  reply,
  choices,
  formKey,
  creating = false,
}: {
  initial: FlatValues;
  /** A new page: its address follows its title until someone writes one. */
  creating?: boolean;
  reply?: LandingReply;
  choices: Choices;
  formKey: string;
}) {
  const saving = useNavigation().state === "submitting";
  // Leaving with changes not saved asks first (a long page of blocks is a lot to lose). A save
  // that succeeded loads the page anew (`formKey` changes); a reply means the form is back.
  const [dirty, setDirty] = useState(false);
  const [savedKey, setSavedKey] = useState(formKey);
  if (savedKey !== formKey) {
    setSavedKey(formKey);
    setDirty(false);
  }
  const submitted = useRef(false);
  useEffect(() => {
    if (reply) submitted.current = false;
  }, [reply]);
  const blocker = useUnsavedGuard({ dirty, busy: saving, submitted });
  const edited = () => setDirty(true);
  const follows = useRef(creating);
  const followTitle = (target: EventTarget) => {
    if (!(target instanceof HTMLInputElement) || !target.form) return;
    const address = target.form.elements.namedItem(SLUG);
    if (target.name === SLUG) follows.current = creating && target.value === "";
    else if (target.name === "title" && follows.current && address instanceof HTMLInputElement)
      address.value = slugify(target.value).slice(0, 80);
  };
  // Each reply is a new start: its values, its messages.
  const replies = useRef({ last: reply, count: 0 });
  if (replies.current.last !== reply)
    replies.current = { last: reply, count: replies.current.count + 1 };
  const values = reply?.values ?? initial;
  const errors = reply?.errors ?? {};
  const { blocks } = splitBlocks(values);
  const blockErrors = splitErrors(errors, blocks.length).blocks;
  const form = useRef<HTMLFormElement>(null);
  useWhenFields(form);
  return (
    <Form
      ref={form}
      key={`${formKey}-${replies.current.count}`}
      method="post"
      encType="multipart/form-data"
      noValidate
      onChange={(event) => {
        edited();
        followTitle(event.target);
      }}
      onSubmit={() => {
        submitted.current = true;
      }}
      className="flex max-w-3xl flex-col gap-8"
    >
      <LeaveQuestion blocker={blocker} question={copy.leaveQuestion} />
      {/* Enter in a field saves: the form's first submit button is 'Salvar', not a block's. */}
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
      <RefusalAlert message={reply?.message} summary={reply?.summary} />
      {reply?.notice ? (
        <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-900">
          {reply.notice}
        </p>
      ) : null}
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <SiteFields fields={titleField} values={values} errors={errors} />
        <AddressField values={values} errors={errors} />
        <PlainPublishingFields
          values={values}
          errors={errors}
          names={{ status: STATUS, date: PUBLISH_AT }}
          words={copy}
        />
      </div>
      <LandingBlocks initial={blocks} errors={blockErrors} choices={choices} onEdit={edited} />
      <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
        <legend className="px-1 font-semibold text-ink">{copy.seoLegend}</legend>
        <p className="text-sm text-slate-600">{copy.seoHint}</p>
        <SiteFields fields={seoFields} values={values} errors={errors} />
      </fieldset>
      <div className={saveBarClass}>
        <button
          type="submit"
          name="intent"
          value="salvar"
          disabled={saving}
          className={primaryButton}
        >
          {saving ? copy.saving : copy.save}
        </button>
        <Link to="/admin/paginas" className={secondaryButton}>
          {copy.cancel}
        </Link>
      </div>
    </Form>
  );
}
