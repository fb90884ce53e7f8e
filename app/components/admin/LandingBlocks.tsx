import { type DragEvent, useEffect, useRef, useState } from "react";
import {
  applyBlockIntent,
  type BlockIntent,
  type EditedBlock,
  moveItem,
  NEW_BLOCK,
  prefixed,
} from "~/lib/landing/block-list";
import {
  BLOCK_COUNT,
  type BlockType,
  blockKinds,
  blockPrefix,
  blockTypeName,
  blockTypes,
  MAX_BLOCKS,
} from "~/lib/landing/blocks";
import type { Choices } from "~/lib/site-content/fields";
import { useHydrated } from "~/lib/use-hydrated";
import { landingScreensCopy } from "~content/admin-landing";
import { inputClass, labelClass } from "../forms/styles";
import { SiteFields } from "./SiteFields";
import { secondaryButton } from "./styles";

const copy = landingScreensCopy.blocks;

interface Item extends EditedBlock {
  /** Stable while the block moves: its inputs, and what was typed in them, go with it. */
  key: string;
  errors: Record<string, string>;
}

type Action = "subir" | "descer" | "remover";

const smallButton = `${secondaryButton} min-h-10 px-2.5 text-sm sm:px-3`;

/**
 * A landing page's blocks: each a fieldset of its kind's fields with 'Subir', 'Descer' and
 * 'Remover', and 'Adicionar bloco' below. Without JavaScript those are submit buttons of the
 * page's form (`intent=subir-2`), which the server applies to what was posted; with it they act
 * here, and a block can also be dragged by its handle. Field names follow each block's position.
 */
export function LandingBlocks({
  initial,
  errors,
  choices,
  onEdit,
}: {
  initial: EditedBlock[];
  errors: Record<string, string>[];
  choices: Choices;
  /** A block added, moved or removed in place: the form has changes to save. */
  onEdit?: () => void;
}) {
  const hydrated = useHydrated();
  const counter = useRef(0);
  const nextKey = () => `bloco${++counter.current}`;
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((block, index) => ({ ...block, key: nextKey(), errors: errors[index] ?? {} })),
  );
  const [announce, setAnnounce] = useState("");
  const [dragFrom, setDragFrom] = useState<number>();
  // Read by the drop at once: the state's render may not have come yet.
  const dragging = useRef<number | undefined>(undefined);
  const [dragOver, setDragOver] = useState<number>();
  const focusAfter = useRef<{ key: string; action: Action | "legend" } | undefined>(undefined);
  const listRef = useRef<HTMLOListElement>(null);
  const kindRef = useRef<HTMLSelectElement>(null);

  // A block moved by a button keeps the keyboard on that button (or its legend at an end).
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = undefined;
    const block = listRef.current?.querySelector(`[data-block="${target.key}"]`);
    const button = block?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const into = button && !button.disabled ? button : block?.querySelector<HTMLElement>("legend");
    into?.focus();
  });

  const apply = (intent: BlockIntent) => {
    const named = intent.action === "adicionar" ? intent.type : items[intent.index]?.type;
    const kind = named ? blockKinds[named].label : "";
    const moved = applyBlockIntent(items, intent, (type: BlockType) => ({
      type,
      values: {},
      errors: {},
      key: nextKey(),
    }));
    setItems(moved.blocks);
    onEdit?.();
    const at = moved.at;
    if (intent.action === "remover") setAnnounce(copy.removed(kind));
    else if (at !== undefined) {
      const block = moved.blocks[at];
      if (block)
        focusAfter.current = {
          key: block.key,
          action: intent.action === "adicionar" ? "legend" : intent.action,
        };
      setAnnounce(
        intent.action === "adicionar" ? copy.added(kind, at + 1) : copy.moved(kind, at + 1),
      );
    }
  };

  const drop = (to: number) => {
    const from = dragging.current;
    if (from === undefined || from === to) return;
    const item = items[from];
    setItems(moveItem(items, from, to));
    onEdit?.();
    if (item) setAnnounce(copy.moved(blockKinds[item.type].label, to + 1));
  };
  const endDrag = () => {
    dragging.current = undefined;
    setDragFrom(undefined);
    setDragOver(undefined);
  };

  const full = items.length >= MAX_BLOCKS;
  return (
    <section aria-labelledby="blocos" className="flex flex-col gap-4">
      <div>
        <h2 id="blocos" className="text-xl font-semibold text-ink">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      </div>
      <input type="hidden" name={BLOCK_COUNT} value={items.length} />
      <p role="status" className="sr-only">
        {announce}
      </p>
      {items.length === 0 ? <p className="text-slate-600">{copy.empty}</p> : null}
      <ol ref={listRef} className="flex flex-col gap-4">
        {items.map((item, index) => {
          const kind = blockKinds[item.type].label;
          const position = index + 1;
          const button = (action: Action, label: string, aria: string, disabled = false) => (
            <button
              type={hydrated ? "button" : "submit"}
              name={hydrated ? undefined : "intent"}
              value={hydrated ? undefined : `${action}-${index}`}
              data-action={action}
              disabled={disabled}
              aria-label={aria}
              onClick={hydrated ? () => apply({ action, index }) : undefined}
              className={action === "remover" ? `${smallButton} text-red-700` : smallButton}
            >
              {label}
            </button>
          );
          return (
            <li
              key={item.key}
              data-block={item.key}
              onDragOver={(event: DragEvent) => {
                if (dragging.current === undefined) return;
                event.preventDefault();
                setDragOver(index);
              }}
              onDrop={(event: DragEvent) => {
                event.preventDefault();
                drop(index);
                endDrag();
              }}
              className={`rounded-xl ${dragOver === index && dragFrom !== index ? "outline-2 outline-offset-4 outline-brand-700 outline-dashed" : ""} ${dragFrom === index ? "opacity-60" : ""}`}
            >
              <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
                <legend tabIndex={-1} className="px-1 text-lg font-semibold text-ink">
                  {copy.legend(position, kind)}
                </legend>
                <div className="-mt-2 flex flex-wrap items-center gap-2">
                  {hydrated ? (
                    <span
                      draggable
                      onDragStart={(event) => {
                        event.dataTransfer.effectAllowed = "move";
                        event.dataTransfer.setData("text/plain", item.key);
                        const block = event.currentTarget.closest("li");
                        if (block) event.dataTransfer.setDragImage(block, 24, 24);
                        dragging.current = index;
                        setDragFrom(index);
                      }}
                      onDragEnd={endDrag}
                      title={copy.handle(position, kind)}
                      aria-hidden="true"
                      data-handle
                      className="inline-flex min-h-10 cursor-grab items-center rounded-lg border border-dashed border-slate-300 px-3 text-slate-500 select-none active:cursor-grabbing"
                    >
                      ⠿
                    </span>
                  ) : null}
                  {button("subir", copy.up, copy.upLabel(position, kind), index === 0)}
                  {button(
                    "descer",
                    copy.down,
                    copy.downLabel(position, kind),
                    index === items.length - 1,
                  )}
                  {button("remover", copy.remove, copy.removeLabel(position, kind))}
                </div>
                <input type="hidden" name={blockTypeName(index)} value={item.type} />
                <SiteFields
                  fields={blockKinds[item.type].fields}
                  prefix={blockPrefix(index)}
                  values={prefixed(item.values, index)}
                  errors={prefixed(item.errors, index)}
                  choices={choices}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-300 p-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:max-w-xs">
          <label htmlFor="novo-bloco" className={labelClass}>
            {copy.newKind}
          </label>
          <select
            ref={kindRef}
            id="novo-bloco"
            name={NEW_BLOCK}
            disabled={full}
            aria-describedby={full ? "blocos-cheio" : undefined}
            className={inputClass}
          >
            {blockTypes.map((type) => (
              <option key={type} value={type}>
                {blockKinds[type].label}
              </option>
            ))}
          </select>
        </div>
        <button
          type={hydrated ? "button" : "submit"}
          name={hydrated ? undefined : "intent"}
          value={hydrated ? undefined : "adicionar"}
          disabled={full}
          onClick={
            hydrated
              ? () => {
                  const type = kindRef.current?.value;
                  const kind = blockTypes.find((t) => t === type);
                  if (kind) apply({ action: "adicionar", type: kind });
                }
              : undefined
          }
          className={secondaryButton}
        >
          {copy.add}
        </button>
        {full ? (
          <p id="blocos-cheio" className="w-full text-sm font-medium text-slate-700">
            {copy.full(MAX_BLOCKS)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
