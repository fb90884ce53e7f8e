import { type ComponentType, memo, Suspense, use } from "react";
import { ENHANCED_FIELD } from "~/lib/forms/reply";

/**
 * Lead forms are rendered by the server and work as plain HTML posts. Their JavaScript (rvf,
 * zod, the schemas: about 26 kB gzip, more than any page's own code) is fetched only when the
 * visitor shows an intent: a focus or a tap in a form, a link followed, a submit, a router
 * navigation. Until then React leaves the form's server HTML in place (a dehydrated Suspense
 * boundary) and hydrates those same DOM nodes when the code arrives, so nothing the visitor
 * typed or focused is lost. ADR 0010.
 */

let intent: Promise<void> | undefined;

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

if (typeof window !== "undefined") {
  holdEarlySubmits();
  recordTyping();
}

function visitorIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    const inForm = (event: Event) =>
      event.target instanceof Element && event.target.closest("form") !== null;
    const listeners: [string, (event: Event) => boolean][] = [
      ["focusin", inForm],
      ["pointerdown", inForm],
      ["input", inForm],
      ["submit", () => true],
      ["popstate", () => true],
      ["click", (event) => event.target instanceof Element && !!event.target.closest("a[href]")],
    ];
    let unsubscribe: (() => void) | undefined;
    const handlers = listeners.map(([type, test]) => {
      const handler = (event: Event) => {
        if (test(event)) done();
      };
      window.addEventListener(type, handler, { capture: true, passive: true });
      return [type, handler] as const;
    });
    function done() {
      for (const [type, handler] of handlers) {
        window.removeEventListener(type, handler, { capture: true });
      }
      unsubscribe?.();
      resolve();
    }
    // Any router update (a navigation started by code, a revalidation) must not wait on a
    // form that is still dehydrated: React would hold that update until the form hydrates.
    const router = (
      window as { __reactRouterDataRouter?: { subscribe(fn: () => void): () => void } }
    ).__reactRouterDataRouter;
    unsubscribe = router?.subscribe(done);
    // The visitor may have turned to a form before the app's scripts arrived.
    if (document.activeElement?.closest("form")) done();
  });
  return intent;
}

/** A form component whose code loads on the visitor's first intent (server: at start). */
export function deferredForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = (afterIntent: boolean) => {
    loading ??= (afterIntent ? visitorIntent() : Promise.resolve()).then(load).then((component) => {
      Loaded = component;
      return component;
    });
    return loading;
  };
  // The server renders every form in its first response (also for visitors without
  // JavaScript), so it loads the code as the app starts.
  if (typeof document === "undefined") void fetchCode(false);

  function Form(props: P) {
    const Component = Loaded ?? use(fetchCode(true));
    return <Component {...props} />;
  }
  // memo: a re-render of the page around a still-dehydrated form must not reach it.
  return memo(function DeferredForm(props: P) {
    return (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
  });
}
