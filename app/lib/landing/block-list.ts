// The editor's blocks as a list of form values (ADR 0045): a post's flat values split into the
// page's and each block's own (names without their `bloco-{i}-` prefix), moved, added or
// removed, and joined again under their new positions. The server does this for a form sent
// without JavaScript; the browser keeps the same list in its state.
import {
  BLOCK_COUNT,
  type BlockType,
  blockPrefix,
  blockTypeName,
  isBlockType,
  MAX_BLOCKS,
} from "./blocks";

export interface EditedBlock {
  type: BlockType;
  /** The block's form values by field name, without the block's prefix. */
  values: Record<string, string>;
}

/** A block button sent without JavaScript: `subir-2`, `descer-0`, `remover-3`, `adicionar`. */
export type BlockIntent =
  | { action: "subir" | "descer" | "remover"; index: number }
  | { action: "adicionar"; type: BlockType };

/** The select beside 'Adicionar bloco': which kind to add. */
export const NEW_BLOCK = "novo-bloco";

export function parseBlockIntent(intent: string, newType: string): BlockIntent | undefined {
  if (intent === "adicionar")
    return isBlockType(newType) ? { action: "adicionar", type: newType } : undefined;
  const match = /^(subir|descer|remover)-(\d{1,2})$/.exec(intent);
  if (!match) return undefined;
  return { action: match[1] as "subir" | "descer" | "remover", index: Number(match[2]) };
}

const blockCount = (values: Record<string, string>) =>
  Math.min(Math.max(Math.trunc(Number(values[BLOCK_COUNT])) || 0, 0), MAX_BLOCKS);

/** The page's values and its blocks', as the form holds them. */
export function splitBlocks(values: Record<string, string>) {
  const count = blockCount(values);
  const blocks: EditedBlock[] = [];
  const page: Record<string, string> = {};
  const owned = new Set<string>([BLOCK_COUNT]);
  for (let index = 0; index < count; index++) {
    const prefix = blockPrefix(index);
    const type = values[blockTypeName(index)];
    owned.add(blockTypeName(index));
    const own: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      if (!name.startsWith(prefix) || name === blockTypeName(index)) continue;
      own[name.slice(prefix.length)] = value;
      owned.add(name);
    }
    if (isBlockType(type)) blocks.push({ type, values: own });
  }
  for (const [name, value] of Object.entries(values)) {
    if (!owned.has(name) && !/^bloco-\d+-/.test(name)) page[name] = value;
  }
  return { page, blocks };
}

/** One block's values under its position's names. */
export function prefixed(values: Record<string, string>, index: number) {
  const prefix = blockPrefix(index);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [prefix + name, value]));
}

export function joinBlocks(page: Record<string, string>, blocks: EditedBlock[]) {
  const values: Record<string, string> = { ...page, [BLOCK_COUNT]: String(blocks.length) };
  blocks.forEach((block, index) => {
    Object.assign(values, prefixed(block.values, index), { [blockTypeName(index)]: block.type });
  });
  return values;
}

/** Messages by form name, split as the values are: the page's and each block's. */
export function splitErrors(errors: Record<string, string>, count: number) {
  const page: Record<string, string> = {};
  const blocks: Record<string, string>[] = Array.from({ length: count }, () => ({}));
  for (const [name, message] of Object.entries(errors)) {
    const match = /^bloco-(\d+)-(.+)$/.exec(name);
    const index = match ? Number(match[1]) : -1;
    if (match?.[2] && index < count) (blocks[index] as Record<string, string>)[match[2]] = message;
    else page[name] = message;
  }
  return { page, blocks };
}

/** Moves the item at `from` to `to` (both within the list); a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return [...list];
  next.splice(Math.min(Math.max(to, 0), next.length), 0, item);
  return next;
}

/**
 * The list after a block button, and where the block it named is now (for the notice); the
 * same list when the button cannot apply (the first block up, a full page, a forged index).
 */
export function applyBlockIntent<T>(
  blocks: readonly T[],
  intent: BlockIntent,
  make: (type: BlockType) => T,
): { blocks: T[]; at?: number } {
  if (intent.action === "adicionar") {
    if (blocks.length >= MAX_BLOCKS) return { blocks: [...blocks] };
    return { blocks: [...blocks, make(intent.type)], at: blocks.length };
  }
  const { index } = intent;
  if (index >= blocks.length) return { blocks: [...blocks] };
  if (intent.action === "remover") return { blocks: blocks.filter((_, i) => i !== index) };
  const to = intent.action === "subir" ? index - 1 : index + 1;
  if (to < 0 || to >= blocks.length) return { blocks: [...blocks] };
  return { blocks: moveItem(blocks, index, to), at: to };
}
