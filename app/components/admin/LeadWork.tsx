import { useCallback, useRef } from "react";
import { ENHANCED_FIELD } from "~/lib/forms/reply";
import { workStatusOptions } from "~/lib/lead-work";
import { useHydrated } from "~/lib/use-hydrated";
import { adminLeadsCopy } from "~content/admin-leads";
import { inputClass, labelClass } from "../forms/styles";
import { FormAlert } from "./EditorParts";
import { primaryButton } from "./styles";
import { useWorkForm } from "./useWorkForm";

const copy = adminLeadsCopy;

export interface LeadNoteView {
  id: number;
  body: string;
  author: string;
  /** dd/mm/aaaa hh:mm, São Paulo. */
  at: string;
  iso: string;
}

/** Sent with the form when JavaScript runs: the action then answers instead of redirecting. */
const Enhanced = () =>
  useHydrated() ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;

/** 'Status' and 'Responsável', saved together. */
export function LeadWorkForm({
  workStatus,
  ownerId,
  owners,
}: {
  workStatus: string;
  ownerId: number | null;
  owners: { value: string; label: string }[];
}) {
  const { fetcher, busy, refusal } = useWorkForm("work");
  const values = refusal?.values ?? { workStatus, owner: ownerId?.toString() ?? "" };
  return (
    <section aria-labelledby="andamento-titulo" className="mt-8">
      <h2 id="andamento-titulo" className="text-xl font-semibold text-ink">
        {copy.work.heading}
      </h2>
      <fetcher.Form
        method="post"
        key={`${values.workStatus}-${values.owner}`}
        className="mt-3 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <input type="hidden" name="intent" value="work" />
        <Enhanced />
        {refusal ? (
          <div className="w-full">
            <FormAlert message={refusal.message} />
          </div>
        ) : null}
        <div className="sm:w-56">
          <label htmlFor="lead-status" className={labelClass}>
            {copy.work.status}
          </label>
          <select
            id="lead-status"
            name="workStatus"
            defaultValue={values.workStatus}
            className={inputClass}
          >
            {workStatusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-56">
          <label htmlFor="lead-owner" className={labelClass}>
            {copy.work.owner}
          </label>
          <select id="lead-owner" name="owner" defaultValue={values.owner} className={inputClass}>
            <option value="">{copy.work.noOwner}</option>
            {owners.map((owner) => (
              <option key={owner.value} value={owner.value}>
                {owner.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? copy.work.saving : copy.work.save}
        </button>
      </fetcher.Form>
    </section>
  );
}

/** 'Anotações': a new note, then every note, newest first, with who wrote it and when. */
export function LeadNotes({ notes }: { notes: LeadNoteView[] }) {
  const form = useRef<HTMLFormElement>(null);
  const clear = useCallback(() => form.current?.reset(), []);
  const { fetcher, busy, refusal } = useWorkForm("note", clear);
  return (
    <section id="anotacoes" aria-labelledby="anotacoes-titulo" className="mt-10">
      <h2 id="anotacoes-titulo" className="text-xl font-semibold text-ink">
        {copy.notes.heading}
      </h2>
      <fetcher.Form method="post" ref={form} className="mt-3 max-w-3xl space-y-3">
        <input type="hidden" name="intent" value="note" />
        <Enhanced />
        <div>
          <label htmlFor="lead-note" className={labelClass}>
            {copy.notes.field}
          </label>
          <textarea
            id="lead-note"
            name="note"
            rows={4}
            required
            defaultValue={refusal?.values?.note}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? "lead-note-erro" : undefined}
            className={inputClass}
          />
          {refusal ? (
            <p id="lead-note-erro" role="alert" className="mt-1.5 text-sm text-red-700">
              {refusal.message}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? copy.notes.adding : copy.notes.add}
        </button>
      </fetcher.Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{copy.notes.empty}</p>
      ) : (
        <ol className="mt-6 max-w-3xl space-y-4">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">
                <span className="font-medium text-ink">{note.author}</span>
                {" · "}
                <time dateTime={note.iso}>{note.at}</time>
              </p>
              <p className="mt-2 text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
