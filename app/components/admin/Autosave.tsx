import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { PostEditorReply } from "~/lib/forms/post-schema";
import { publishingCopy } from "~content/admin-publishing";
import { LeaveQuestion, useUnsavedGuard } from "./UnsavedChanges";

const copy = publishingCopy;
/** How long after the last keystroke a draft saves itself. */
const AUTOSAVE_DELAY_MS = 3000;

const clock = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/**
 * With JavaScript (ADR 0015): a draft (or a new post, created as a draft) saves itself a few
 * seconds after typing stops, through the editor's own action (`intent=autosave`, the same
 * checks as 'Salvar'), and says 'Salvo às 14:32'. Leaving with unsaved changes asks first: the
 * browser's own question when the page unloads, ours for a link inside the site. A refused
 * autosave changes nothing in the form. Rendered inside the editor's `<form>`.
 */
export function Autosave({
  formId,
  draft,
  postId: savedId,
  startDirty,
  reply,
}: {
  formId: string;
  /** The post as stored is a draft, or is not stored yet: autosave applies. */
  draft: boolean;
  postId?: number;
  /** The editor opened with values not saved (a restored revision, a refused save). */
  startDirty: boolean;
  reply?: PostEditorReply;
}) {
  const fetcher = useFetcher<PostEditorReply>({ key: "autosave" });
  const [dirty, setDirty] = useState(startDirty);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const submitted = useRef(false);
  /** An autosave is on its way: from the moment it is sent until its answer is rendered. */
  const autosaving = useRef(false);
  /** 'Salvar' pressed meanwhile, held until the autosave's answer gives the post its id. */
  const heldSave = useRef<HTMLElement | null>(null);

  const autosaved = fetcher.data?.autosaved;
  // The id goes into the form in the very render that brings the autosave's answer.
  const postId = autosaved?.id ?? savedId;
  useEffect(() => {
    if (autosaved) setDirty(false);
  }, [autosaved]);

  useEffect(() => {
    autosaving.current = fetcher.state !== "idle";
    if (autosaving.current || !heldSave.current) return;
    const submitter = heldSave.current;
    heldSave.current = null;
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit(submitter);
  }, [fetcher.state, formId]);

  // A refused 'Salvar' comes back with the typed values: still not saved.
  useEffect(() => {
    if (reply?.fieldErrors || reply?.message) {
      submitted.current = false;
      setDirty(true);
    }
  }, [reply]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const save = () => {
      const body = new FormData(form);
      body.set("intent", "autosave");
      body.delete("cover");
      autosaving.current = true;
      fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
    };
    const changed = () => {
      setDirty(true);
      clearTimeout(timer.current);
      if (draft) timer.current = setTimeout(save, AUTOSAVE_DELAY_MS);
    };
    const onSubmit = (event: SubmitEvent) => {
      const intent = (event.submitter as HTMLButtonElement | null)?.value;
      if (intent !== "save") return;
      clearTimeout(timer.current);
      // A new post's autosave may have created it already: sent now, 'Salvar' would create it
      // a second time and be refused for its own slug. It goes once the autosave answers.
      if (autosaving.current && event.submitter) {
        event.preventDefault();
        heldSave.current = event.submitter;
        return;
      }
      submitted.current = true;
    };
    form.addEventListener("input", changed);
    form.addEventListener("change", changed);
    form.addEventListener("submit", onSubmit);
    return () => {
      clearTimeout(timer.current);
      form.removeEventListener("input", changed);
      form.removeEventListener("change", changed);
      form.removeEventListener("submit", onSubmit);
    };
  }, [formId, draft, fetcher.submit]);

  const blocker = useUnsavedGuard({
    dirty,
    busy: fetcher.state !== "idle",
    submitted,
  });

  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.autosaved;
  let status = "";
  if (fetcher.state !== "idle") status = copy.autosaving;
  else if (refused) status = copy.autosaveRefused(fetcher.data?.message ?? copy.autosaveFailed);
  else if (autosaved) status = copy.savedAt(clock.format(new Date(autosaved.at)));

  return (
    <>
      {postId ? <input type="hidden" name="postId" value={postId} /> : null}
      <p aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {status}
      </p>
      <LeaveQuestion blocker={blocker} />
    </>
  );
}
