import { useCallback } from "react";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { adminCopy } from "~content/admin";
import {
  type AnyForm,
  describedBy,
  Label,
  Messages,
  useFieldError,
  useFieldIds,
} from "../forms/Fields";
import { inputClass } from "../forms/styles";
import { CoverPicker } from "./CoverPicker";

const copy = adminCopy.seo;

/**
 * A text with a limit: without JavaScript the hint states it; with JavaScript it counts what is
 * typed, turning red past the limit (the schema refuses more, the text is kept).
 */
function CountedField({
  form,
  name,
  label,
  max,
  fallback,
  multiline,
}: {
  form: AnyForm;
  name: string;
  label: string;
  max: number;
  fallback: string;
  multiline?: boolean;
}) {
  const hydrated = useHydrated();
  const ids = useFieldIds(name);
  const error = useFieldError(form, name);
  const length = [...(form.value(name) ?? "")].length;
  const hint = hydrated ? copy.counted(length, max, fallback) : copy.limit(max, fallback);
  const aria = {
    id: ids.id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error, hint, ids),
  };
  return (
    <div>
      <Label htmlFor={ids.id} label={label} />
      {multiline ? (
        <textarea
          {...form.getInputProps(name, { ...aria, rows: 3 })}
          className={`${inputClass} min-h-20`}
        />
      ) : (
        <input {...form.getInputProps(name, aria)} className={inputClass} />
      )}
      <div
        className={
          length > max ? "[&>p:first-child]:font-medium [&>p:first-child]:text-red-700" : ""
        }
      >
        <Messages error={error} hint={hint} {...ids} />
      </div>
    </div>
  );
}

/**
 * 'Título para buscadores', 'Descrição para buscadores' and 'Imagem para redes sociais' of the
 * post editor (ADR 0017). Empty, the page uses the title, the excerpt and the cover.
 */
export function SeoFields({ form, error }: { form: AnyForm; error?: string }) {
  const socialImage = form.value("socialImage") ?? "";
  const onImage = useCallback((url: string) => form.setValue("socialImage", url), [form]);
  return (
    <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4 sm:p-5">
      <legend className="px-1 font-semibold text-ink">{copy.legend}</legend>
      <CountedField
        form={form}
        name="seoTitle"
        label={copy.title}
        max={SEO_TITLE_MAX}
        fallback={copy.titleFallback}
      />
      <CountedField
        form={form}
        name="seoDescription"
        label={copy.description}
        max={SEO_DESCRIPTION_MAX}
        fallback={copy.descriptionFallback}
        multiline
      />
      <CoverPicker
        image={socialImage}
        onChange={onImage}
        error={error}
        label={copy.image}
        field="socialImage"
        fileField="socialImageFile"
        hint={copy.imageHint}
      />
    </fieldset>
  );
}
