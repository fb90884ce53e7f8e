import { type FormApi, useForm } from "@rvf/react-router";
import { useEffect, useRef, useState } from "react";
import { useActionData, useFetcher, useNavigate, useRouteLoaderData } from "react-router";
import { ENHANCED_FIELD, type FormReply } from "~/lib/forms/reply";
import type { Toast } from "~/lib/toast";
import { closeErrorToast, showToast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { validationBehavior } from "./styles";

type RootData = { form?: FormReply } | undefined;

// biome-ignore lint/suspicious/noExplicitAny: the hook serves every form's schema.
type AnySchema = any;

export interface LeadFormOptions {
  formId: string;
  schema: AnySchema;
  /** Where the form posts (also without JavaScript). */
  action: string;
  defaultValues: Record<string, unknown>;
  /** The spec's message for a refused form, from its field errors. */
  refusal: (errors: Record<string, string>) => Toast;
  /** Called when the server accepted the form and the visitor stays. */
  onAccepted?: () => void;
}

/**
 * One lead form's state. With JavaScript: checked in the browser with the form's schema, sent
 * by a fetcher (no reload), answered with toasts, a delayed redirect or a cleared form.
 * Without: a plain post; a refusal re-renders the page with the reply (`pageReply`).
 */
export function useLeadForm(options: LeadFormOptions) {
  const { formId } = options;
  const fetcher = useFetcher<FormReply>({ key: formId });
  const navigate = useNavigate();
  const root = useRouteLoaderData("root") as RootData;
  const actionData = useActionData() as FormReply | undefined;
  const pageReply = [actionData, root?.form].find((reply) => reply?.formId === formId);
  // The page's time stamp is a cookie (ADR 0023); a refusal may hand back a newer one for the
  // form to carry (the page had been open more than a day).
  const [token, setToken] = useState(pageReply?.token ?? "");
  const hydrated = useHydrated();

  const [typedBeforeHydration] = useState(() => valuesInServerHtml(formId, options.defaultValues));

  const formRef = useRef<FormApi<Record<string, unknown>>>(null);
  const form = useForm({
    id: formId,
    schema: options.schema,
    fetcher,
    method: "post",
    action: options.action,
    defaultValues:
      typedBeforeHydration ??
      (pageReply?.repopulateFields as Record<string, unknown>) ??
      options.defaultValues,
    validationBehaviorConfig: validationBehavior,
    onInvalidSubmit: () => {
      const errors = formRef.current?.transient.formState.fieldErrors ?? {};
      showToast(options.refusal(errors));
    },
  }) as FormApi<Record<string, unknown>>;
  formRef.current = form;

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
    if (reply.fieldErrors) return;
    const next = reply.done?.redirectTo;
    if (!next) {
      formRef.current?.resetForm(options.defaultValues);
      onAccepted?.();
      return;
    }
    // Kept across re-renders of the form (new default values, a field set): only leaving the
    // page cancels the redirect.
    redirect.current = setTimeout(() => navigate(next), reply.done?.delayMs ?? 0);
  }, [reply, navigate, onAccepted, options.defaultValues]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  return {
    form,
    action: options.action,
    token,
    hydrated,
    pending: form.formState.isSubmitting || fetcher.state !== "idle",
    /** Without JavaScript: the refusal to show in the form, and each field's message. */
    pageReply: pageReply?.fieldErrors ? pageReply : undefined,
  };
}

export type LeadForm = ReturnType<typeof useLeadForm>;

/**
 * What the visitor typed into the server's HTML of this form before its code arrived: rvf
 * writes its default values into the fields as it attaches, so they must be these. Undefined
 * on the server, and for a form React rendered itself (it has ENHANCED_FIELD).
 */
function valuesInServerHtml(formId: string, defaults: Record<string, unknown>) {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(formId);
  if (!(element instanceof HTMLFormElement) || element.elements.namedItem(ENHANCED_FIELD)) {
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
