import { type ComponentType, memo, Suspense, use } from "react";
import { watchFormsBeforeLive } from "./before-live";

/**
 * Lead forms are rendered by the server and work as plain HTML posts. Their JavaScript (rvf,
 * zod, the schemas: about 26 kB gzip, more than any page's own code) is fetched only when the
 * visitor shows an intent: a focus or a tap in a form, a link followed, a submit, a router
 * navigation. Until then React leaves the form's server HTML in place (a dehydrated Suspense
 * boundary) and hydrates those same DOM nodes when the code arrives, so nothing the visitor
 * typed or focused is lost. ADR 0010.
 */

let intent: Promise<void> | undefined;
let markIntent = () => {};

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
    const handlers = listeners.map(([type, test]) => {
      const handler = (event: Event) => {
        if (test(event)) markIntent();
      };
      window.addEventListener(type, handler, { capture: true, passive: true });
      return [type, handler] as const;
    });
    markIntent = () => {
      for (const [type, handler] of handlers) {
        window.removeEventListener(type, handler, { capture: true });
      }
      resolve();
    };
    // The visitor may have turned to a form before the app's scripts arrived.
    if (document.activeElement?.closest("form")) markIntent();
  });
  return intent;
}

/**
 * A navigation started by code (a redirect after a form) must not wait on a form that is still
 * dehydrated: React would hold that update until the form hydrates. The Navigation API, a web
 * standard, sees every change of address the router makes; a `replace` to the same address (a
 * history entry given its key) is no navigation. A browser without it still has the visitor's
 * own clicks and submits above.
 */
function watchNavigations() {
  type NavigateEvent = Event & { navigationType?: string; destination?: { url: string } };
  const navigation = (window as { navigation?: EventTarget }).navigation;
  const onNavigate = (event: NavigateEvent) => {
    if (event.navigationType === "replace" && event.destination?.url === location.href) return;
    navigation?.removeEventListener("navigate", onNavigate);
    markIntent();
  };
  navigation?.addEventListener("navigate", onNavigate);
}

if (typeof window !== "undefined") {
  watchFormsBeforeLive();
  watchNavigations();
  // Listening from the start, not from a form's first render: a link followed in between
  // (seen on a slow machine) made React render the dehydrated footer form anew, empty, waiting
  // for an intent that had already come.
  void visitorIntent();
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
