import { useFetcher } from "react-router";
import { adminCopy } from "~content/admin";
import { inputClass, labelClass } from "../forms/styles";
import { FormAlert } from "./EditorParts";
import { primaryButton, secondaryButton } from "./styles";

const copy = adminCopy.import;
const IMPORT_ACTION = "/admin/posts/import";

export type ImportReply = { error?: string; url?: string };

/**
 * The import's two sources, each its own form: the 16 sample posts, or a WordPress REST
 * address. The same component fills the dialog (JS) and the import page (no JS).
 */
export function ImportForms({ reply }: { reply?: ImportReply }) {
  const fetcher = useFetcher<ImportReply>({ key: "importar-posts" });
  const state = fetcher.data ?? reply;
  const running = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : undefined;
  return (
    <div className="space-y-6">
      <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        {copy.warning}
      </p>
      <FormAlert message={state?.error} />
      <fetcher.Form method="post" action={IMPORT_ACTION}>
        <input type="hidden" name="intent" value="sample" />
        <button type="submit" disabled={Boolean(running)} className={`${primaryButton} w-full`}>
          {running === "sample" ? copy.running : `${copy.run}: ${copy.sample}`}
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" action={IMPORT_ACTION} className="border-t border-slate-200 pt-5">
        <input type="hidden" name="intent" value="wordpress" />
        <p className="font-semibold text-ink">{copy.wordpress}</p>
        <label htmlFor="wordpress-url" className={`mt-3 block ${labelClass}`}>
          {copy.wordpressUrl}
        </label>
        <input
          id="wordpress-url"
          name="url"
          type="url"
          required
          inputMode="url"
          placeholder={copy.wordpressPlaceholder}
          defaultValue={state?.url}
          aria-describedby="wordpress-url-dica"
          className={inputClass}
        />
        <p id="wordpress-url-dica" className="mt-1 text-sm text-slate-600">
          {copy.wordpressHint}
        </p>
        <button
          type="submit"
          disabled={Boolean(running)}
          className={`${secondaryButton} mt-4 w-full`}
        >
          {running === "wordpress" ? copy.running : `${copy.run} do WordPress`}
        </button>
      </fetcher.Form>
    </div>
  );
}
