import { useState } from "react";
import { useFetcher, useNavigation } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { primaryButton, secondaryButton } from "./styles";

export type EditorMode = "editor" | "preview";

interface PreviewReply {
  mode: EditorMode;
}

/**
 * 'Editor' and 'Visualização'. With JavaScript the tabs switch in place and the preview is
 * fetched from the form's own action (`intent=preview`); without, they are submit buttons and
 * the server answers with the page in the mode asked.
 */
export function usePreviewTabs<Reply extends PreviewReply>(reply?: Reply) {
  const hydrated = useHydrated();
  const preview = useFetcher<Reply>({ key: "pre-visualizacao" });
  const [mode, setMode] = useState<EditorMode>(reply?.mode ?? "editor");
  const show = (next: EditorMode, formElement: HTMLFormElement | null) => {
    setMode(next);
    if (next === "preview" && formElement) {
      const body = new FormData(formElement);
      body.set("intent", "preview");
      preview.submit(body, { method: "post", encType: "multipart/form-data" });
    }
  };
  const switchTo = (next: EditorMode) => (event: React.MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    show(next, event.currentTarget.form);
  };
  /** What the preview shows: the fetcher's answer with JavaScript, the page's without. */
  const shown = mode === "preview" ? (hydrated ? preview.data : reply) : undefined;
  return { mode, switchTo, shown, loading: hydrated && preview.state !== "idle" };
}

type Tabs = {
  mode: EditorMode;
  switchTo: (next: EditorMode) => React.MouseEventHandler<HTMLButtonElement>;
};

/** 'Salvar' and the switch to the other mode: first in the form, so Enter in a field saves. */
export function EditorToolbar({
  tabs: { mode, switchTo },
  copy,
}: {
  tabs: Tabs;
  copy: { save: string; saving: string; tabEditor: string; tabPreview: string };
}) {
  const saving = useNavigation().state === "submitting";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" name="intent" value="save" disabled={saving} className={primaryButton}>
        {saving ? copy.saving : copy.save}
      </button>
      <button
        type="submit"
        name="intent"
        value={mode === "editor" ? "preview" : "editor"}
        onClick={switchTo(mode === "editor" ? "preview" : "editor")}
        className={secondaryButton}
      >
        {mode === "editor"
          ? `Mostrar ${copy.tabPreview.toLowerCase()}`
          : `Voltar ao ${copy.tabEditor.toLowerCase()}`}
      </button>
    </div>
  );
}

/** The tabs themselves, above the two panels (`painel-editor`, `painel-visualizacao`). */
export function EditorTabList({
  tabs: { mode, switchTo },
  copy,
}: {
  tabs: Tabs;
  copy: { tabEditor: string; tabPreview: string };
}) {
  return (
    <div
      role="tablist"
      aria-label="Modo do editor"
      className="flex gap-1 border-b border-slate-200"
    >
      {(["editor", "preview"] as const).map((name) => (
        <button
          key={name}
          id={`aba-${name}`}
          type="submit"
          name="intent"
          value={name}
          role="tab"
          aria-selected={mode === name}
          aria-controls={name === "editor" ? "painel-editor" : "painel-visualizacao"}
          onClick={switchTo(name)}
          className={`-mb-px min-h-11 border-b-2 px-4 font-semibold ${mode === name ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-ink"}`}
        >
          {name === "editor" ? copy.tabEditor : copy.tabPreview}
        </button>
      ))}
    </div>
  );
}
