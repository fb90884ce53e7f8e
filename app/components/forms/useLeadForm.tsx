import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useNavigate, useRouteLoaderData } from "react-router";
import { FORM_ID_FIELD, type FormReply } from "~/lib/forms/reply";
import type { Toast } from "~/lib/toast";
import { closeErrorToast, showToast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import type { PickSchema } from "./check-form";

type RootData = { form?: FormReply } | undefined;
type Errors = Record<string, string>;

export interface LeadFormOptions {
  formId: string;
  /** The form's schema among the lead schemas, which the browser loads on the first send. */
  schema: PickSchema;
  /** Where the form posts (also without JavaScript). */
  action: string;
  defaultValues: Record<string, unknown>;
  /** The spec's message for a refused form, from its field errors. */
  refusal: (errors: Errors) => Toast;
  /** Called when the server accepted the form and the visitor stays. */
  onAccepted?: () => void;
}

/** The checks, with rvf's parser and the zod schemas: a chunk of their own (ADR 0038). */
const checkForm = (data: FormData, schema: PickSchema) =>
  import("./check-form").then((m) => m.checkForm(data, schema));

/**
 * One lead form's state. The fields are the browser's own (uncontrolled), so what a visitor
 * typed before the app arrived stays. With JavaScript: checked in the browser on send (and on
 * each change once sent) with the same rvf parser and zod schema as the action, sent by a
 * fetcher (no reload), answered with toasts, a delayed redirect or a cleared form. Without: a
 * plain post; a refusal re-renders the page with the reply (`pageReply`).
 */
export function useLeadForm(options: LeadFormOptions) {
  const { formId, schema, refusal } = options;
  const fetcher = useFetcher<FormReply>({ key: formId });
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as RootData;
  const actionData = useActionData() as FormReply | undefined;
  const pageReply = [actionData, root?.form].find((reply) => reply?.formId === formId);
  // The page's time stamp is a cookie (ADR 0023); a refusal may hand back a newer one for the
  // form to carry (the page had been open more than a day).
  const [token, setToken] = useState(pageReply?.token ?? "");
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [checking, setChecking] = useState(false);
  const element = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const latest = useRef(0);
  const initial = (pageReply?.repopulateFields as Record<string, unknown>) ?? options.defaultValues;
  // The REI's section changes the schema; a check in flight uses the newest.
  const currentSchema = useRef(schema);
  currentSchema.current = schema;

  /** Checks the form as it is now; only the newest check's answer is shown. */
  const check = useCallback(async (form: HTMLFormElement) => {
    const run = ++latest.current;
    // Code that fails to load leaves the checks to the server.
    const found = await checkForm(new FormData(form), currentSchema.current).catch(() => ({}));
    if (run === latest.current) setErrors(found);
    return found;
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Read now: the buttons are disabled while the check runs, and a disabled button's name
    // and value (the REI's intent, the booking's time) would no longer be in the form's data.
    const data = new FormData(form);
    if (submitter instanceof HTMLButtonElement && submitter.name) {
      data.set(submitter.name, submitter.value);
    }
    sent.current = true;
    setChecking(true);
    const found = await check(form);
    setChecking(false);
    if (Object.keys(found).length > 0) {
      showToast(refusal(found));
      focusFirst(form, found);
      return;
    }
    await fetcher.submit(data, { method: "post", action: options.action });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (sent.current) void check(event.currentTarget);
  };

  const resetForm = useCallback(() => {
    element.current?.reset();
    sent.current = false;
    latest.current++;
    setErrors({});
  }, []);

  // Sent again: the error toast of the last attempt is no longer true.
  useEffect(() => {
    if (fetcher.state === "submitting") closeErrorToast();
  }, [fetcher.state]);

  // Each reply of the server is handled once.
  const handled = useRef<unknown>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const { onAccepted } = options;
  useEffect(() => {
    if (!reply || handled.current === reply) return;
    handled.current = reply;
    if (reply.token) setToken(reply.token);
    if (reply.toast) showToast(reply.toast);
    if (reply.fieldErrors) {
      setErrors(reply.fieldErrors);
      return;
    }
    const next = reply.done?.redirectTo;
    if (!next) {
      resetForm();
      onAccepted?.();
      return;
    }
    // Kept across re-renders of the form (new default values, a field set): only leaving the
    // page cancels the redirect.
    redirect.current = setTimeout(() => navigate(next), reply.done?.delayMs ?? 0);
  }, [reply, navigate, onAccepted, resetForm]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const form: LeadFields = {
    getFormProps: () => ({ id: formId, ref: element, onSubmit, onChange }),
    renderFormIdInput: () => <input type="hidden" name={FORM_ID_FIELD} value={formId} />,
    getInputProps: (name, props = {}) => inputProps(name, props, initial[name]),
    getHiddenInputProps: (name) => ({ type: "hidden", name, defaultValue: text(initial[name]) }),
    error: (name) => errors[name],
    setValue: useCallback((name: string, value: string) => {
      const field = element.current?.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
        field.value = value;
      }
    }, []),
  };

  return {
    form,
    action: options.action,
    token,
    hydrated,
    pending: checking || fetcher.state !== "idle",
    /** Without JavaScript: the refusal to show in the form, and each field's message. */
    pageReply: pageReply?.fieldErrors ? pageReply : undefined,
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;

// biome-ignore lint/suspicious/noExplicitAny: the props of any form control.
type ControlProps = Record<string, any>;

/** What the fields (Fields.tsx) and the forms ask of a lead form. */
export interface LeadFields {
  getFormProps(): ControlProps;
  renderFormIdInput(): React.ReactNode;
  getInputProps(name: string, props?: ControlProps): ControlProps;
  getHiddenInputProps(name: string): ControlProps;
  error(name: string): string | undefined;
  setValue(name: string, value: string): void;
}

const text = (value: unknown) => (value == null ? "" : String(value));

/** A control's name and starting value, in the form the browser keeps (uncontrolled). */
function inputProps(name: string, props: ControlProps, value: unknown): ControlProps {
  // One of several choices (a campaign form's) is given back as the lines of what was ticked.
  if (props.type === "checkbox" && props.value !== undefined)
    return { ...props, name, defaultChecked: text(value).split("\n").includes(props.value) };
  if (props.type === "checkbox") return { ...props, name, defaultChecked: value === true };
  if (props.type === "radio") {
    return { ...props, name, defaultChecked: text(value) === props.value };
  }
  return { ...props, name, defaultValue: text(value) };
}

/** Moves to the first refused field, in the order of the form. */
function focusFirst(form: HTMLFormElement, errors: Errors) {
  for (const control of Array.from(form.elements)) {
    const name = control.getAttribute("name");
    if (name && name in errors && control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
}
