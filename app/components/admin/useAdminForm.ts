import { type FieldValues, type FormApi, useForm } from "@rvf/react-router";
import { useRef, useState } from "react";
import type * as z from "zod/mini";
import { validationBehavior } from "../forms/styles";

/** What an admin form's action answers when it refuses: rvf's shape and a message. */
interface Refusal<Input> {
  message?: string;
  /** The values the refused post carried, shown again instead of `initial`. */
  repopulateFields?: Input;
}

/**
 * An admin form (rvf, multipart, the schema checked in the browser and again by the action).
 * `message` is what the alert above the form says: the browser's refusal until the server
 * answers again, then the server's. `formRef` reaches the form from stable callbacks.
 */
export function useAdminForm<Input extends FieldValues, Output, Reply extends Refusal<Input>>({
  id,
  schema,
  initial,
  refusal,
  reply,
}: {
  id: string;
  schema: z.ZodMiniType<Output, Input>;
  /** The item's values; a refused post's own come back instead. */
  initial: Input;
  refusal: (fieldErrors: Record<string, string>) => string;
  reply?: Reply;
}) {
  const [refused, setRefused] = useState<{ message: string; reply?: Reply }>();
  const formRef = useRef<FormApi<Input>>(null);
  const values = reply?.repopulateFields ?? initial;
  const form = useForm<Input, Output, Input, Input>({
    id,
    schema,
    method: "post",
    encType: "multipart/form-data",
    // rvf cannot relate a generic input to its defaults; they are the same type here.
    defaultValues: values as never,
    validationBehaviorConfig: validationBehavior,
    onInvalidSubmit: () => {
      const errors = formRef.current?.transient.formState.fieldErrors ?? {};
      setRefused({ message: refusal(errors), reply });
    },
  });
  formRef.current = form;
  const message = refused && refused.reply === reply ? refused.message : reply?.message;
  return { form, formRef, message, values };
}
