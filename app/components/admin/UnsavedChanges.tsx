import { type RefObject, useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";
import { publishingCopy } from "~content/admin-publishing";
import { secondaryButton } from "./styles";

const copy = publishingCopy;

/**
 * Leaving a form with changes not saved asks first: the browser's own question when the page
 * unloads, ours (`LeaveQuestion`) for a link inside the site. Not once the form was sent.
 */
export function useUnsavedGuard({
  dirty,
  busy,
  submitted,
}: {
  dirty: boolean;
  /** A save on its way: what it carries is not stored yet either. */
  busy: boolean;
  /** Set once the form is sent: leaving then is the point. */
  submitted: RefObject<boolean>;
}) {
  const unsaved = dirty && !busy;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (submitted.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved, submitted]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      (dirty || busy) && !submitted.current && currentLocation.pathname !== nextLocation.pathname,
  );
}

/** 'Sair sem salvar?' with 'Ficar' and 'Sair', while a link inside the site waits. */
export function LeaveQuestion({
  blocker,
  question = copy.leaveQuestion,
}: {
  blocker: Blocker;
  /** The post's words unless the form says what it edits. */
  question?: string;
}) {
  if (blocker.state !== "blocked") return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby="sair-sem-salvar"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <p id="sair-sem-salvar" className="font-semibold text-amber-950">
        {question}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => blocker.reset()}>
          {copy.stay}
        </button>
        <button type="button" className={secondaryButton} onClick={() => blocker.proceed()}>
          {copy.leave}
        </button>
      </div>
    </div>
  );
}
