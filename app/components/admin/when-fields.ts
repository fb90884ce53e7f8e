import { type RefObject, useEffect } from "react";

/** The value a field has now, as `when` names it: a ticked checkbox is 'on'. */
function controlValue(form: HTMLFormElement, name: string) {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLInputElement && control.type === "checkbox")
    return control.checked ? "on" : "";
  if (control && "value" in control) return String(control.value);
  return "";
}

/** Hides each field marked `data-when` while the field it depends on has another value. */
export function applyWhen(form: HTMLFormElement) {
  for (const element of form.querySelectorAll<HTMLElement>("[data-when]")) {
    const values = (element.dataset.whenIs ?? "").split(" ");
    element.hidden = !values.includes(controlValue(form, element.dataset.when ?? ""));
  }
}

/**
 * An editor's fields that do not apply are hidden, and shown again as soon as they do (a
 * change anywhere in the form, a block added or moved). Their values stay in the form.
 */
export function useWhenFields(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    applyWhen(element);
    const onChange = () => applyWhen(element);
    element.addEventListener("change", onChange);
    return () => element.removeEventListener("change", onChange);
  });
}
