import { ENHANCED_FIELD } from "~/lib/forms/reply";

/**
 * A lead form between the server's HTML and the moment its code makes it live (deferred.tsx):
 * what the visitor types or submits in that time must count as if the form had been live.
 */

/** Marks the `<form>` of a deferred lead form (LeadFormFrame). */
export const LEAD_FORM_ATTRIBUTE = "data-lead-form";
/** How long a submit waits for the form's code before it goes as a plain post. */
const SUBMIT_WAIT_MS = 8000;

const isLive = (form: HTMLFormElement) => form.elements.namedItem(ENHANCED_FIELD) !== null;

function whenLive(form: HTMLFormElement): Promise<boolean> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!isLive(form)) return;
      finish(true);
    });
    const timer = setTimeout(() => finish(false), SUBMIT_WAIT_MS);
    function finish(live: boolean) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(live);
    }
    observer.observe(form, { childList: true, subtree: true });
  });
}

/**
 * A submit that comes before the form's code is held until the form is live, then sent again
 * so it is checked in the browser and answered with toasts like any other. If the code does
 * not arrive in time, the form goes as the plain post it is.
 */
function holdEarlySubmits() {
  const plain = new WeakSet<HTMLFormElement>();
  window.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(LEAD_FORM_ATTRIBUTE)) return;
      if (isLive(form) || plain.has(form)) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter;
      void whenLive(form).then((live) => {
        if (!live) plain.add(form);
        // A click, not requestSubmit: the button may have its own handler (REI's 'Anterior').
        if (submitter instanceof HTMLElement) submitter.click();
        else form.requestSubmit();
      });
    },
    { capture: true },
  );
}

/**
 * What the visitor types into a lead form before it is live, per form id and field. React may
 * render the form while they type and attach it a moment later, and rvf then writes its
 * values into the fields: `useLeadForm` puts these back once it is live.
 */
const typedBeforeLive = new Map<string, Map<string, unknown>>();

export function takeTypedBeforeLive(formId: string) {
  const typed = typedBeforeLive.get(formId);
  typedBeforeLive.delete(formId);
  return typed;
}

function recordTyping() {
  const record = (event: Event) => {
    const field = event.target;
    if (
      !(field instanceof HTMLInputElement) &&
      !(field instanceof HTMLSelectElement) &&
      !(field instanceof HTMLTextAreaElement)
    ) {
      return;
    }
    const form = field.form;
    if (!field.name || !form?.id || !form.hasAttribute(LEAD_FORM_ATTRIBUTE) || isLive(form)) return;
    const typed = typedBeforeLive.get(form.id) ?? new Map<string, unknown>();
    typedBeforeLive.set(form.id, typed);
    if (field instanceof HTMLInputElement && field.type === "checkbox") {
      typed.set(field.name, field.checked);
    } else if (!(field instanceof HTMLInputElement && field.type === "radio" && !field.checked)) {
      typed.set(field.name, field.value);
    }
  };
  window.addEventListener("input", record, { capture: true });
  window.addEventListener("change", record, { capture: true });
}

/** Installs the listeners above; once, in the browser, as the app starts. */
export function watchFormsBeforeLive() {
  holdEarlySubmits();
  recordTyping();
}

/**
 * What the visitor typed into the server's HTML of this form before its code arrived
 * (deferred.tsx). rvf writes its default values into the fields as it attaches, so they must
 * be these. Undefined on the server, and once the form is live (it then has ENHANCED_FIELD).
 */
export function valuesInPage(formId: string, defaults: Record<string, unknown>) {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(formId);
  if (!(element instanceof HTMLFormElement) || isLive(element)) {
    return undefined;
  }
  const data = new FormData(element);
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => {
      if (typeof fallback === "boolean") return [name, data.has(name)];
      if (Array.isArray(fallback)) return [name, data.getAll(name)];
      return [name, data.get(name) ?? fallback];
    }),
  );
}
