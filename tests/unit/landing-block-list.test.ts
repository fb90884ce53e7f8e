import { describe, expect, it } from "vitest";
import {
  applyBlockIntent,
  joinBlocks,
  parseBlockIntent,
  splitBlocks,
  splitErrors,
} from "~/lib/landing/block-list";
import { type BlockType, MAX_BLOCKS } from "~/lib/landing/blocks";

// The editor's block buttons as the server applies them to a post without JavaScript.

const posted = {
  title: "Webinar",
  blocos: "3",
  "bloco-0-tipo": "hero",
  "bloco-0-title": "Destaque",
  "bloco-1-tipo": "numbers",
  "bloco-1-figures-0-value": "3x",
  "bloco-2-tipo": "form",
  "bloco-2-formType": "diagnosis",
};

describe("landing page block list", () => {
  it("splits a post into the page's values and each block's, and joins them back", () => {
    const { page, blocks } = splitBlocks(posted);
    expect(page).toEqual({ title: "Webinar" });
    expect(blocks.map((b) => b.type)).toEqual(["hero", "numbers", "form"]);
    expect(blocks[1]?.values).toEqual({ "figures-0-value": "3x" });
    expect(joinBlocks(page, blocks)).toEqual(posted);
  });

  it("moves, removes and adds, and names what each button does", () => {
    const { page, blocks } = splitBlocks(posted);
    const make = (type: BlockType) => ({ type, values: {} });
    const up = applyBlockIntent(blocks, { action: "subir", index: 2 }, make);
    expect(up.at).toBe(1);
    const joined = joinBlocks(page, up.blocks);
    expect(joined["bloco-1-tipo"]).toBe("form");
    expect(joined["bloco-1-formType"]).toBe("diagnosis");
    expect(joined["bloco-2-figures-0-value"]).toBe("3x");
    const removed = applyBlockIntent(blocks, { action: "remover", index: 0 }, make).blocks;
    expect(removed.map((b) => b.type)).toEqual(["numbers", "form"]);
    // The first block up, a forged index, a full page: nothing changes.
    expect(applyBlockIntent(blocks, { action: "subir", index: 0 }, make).blocks).toEqual(blocks);
    expect(applyBlockIntent(blocks, { action: "remover", index: 9 }, make).blocks).toEqual(blocks);
    const full = Array.from({ length: MAX_BLOCKS }, () => ({ type: "text" as const, values: {} }));
    expect(applyBlockIntent(full, { action: "adicionar", type: "cta" }, make).blocks).toHaveLength(
      MAX_BLOCKS,
    );
  });

  it("reads only the buttons it knows", () => {
    expect(parseBlockIntent("descer-3", "")).toEqual({ action: "descer", index: 3 });
    expect(parseBlockIntent("adicionar", "faq")).toEqual({ action: "adicionar", type: "faq" });
    expect(parseBlockIntent("adicionar", "script")).toBeUndefined();
    expect(parseBlockIntent("subir-999", "")).toBeUndefined();
    expect(parseBlockIntent("apagar-tudo", "")).toBeUndefined();
  });

  it("splits messages by block, the page's apart", () => {
    const { page, blocks } = splitErrors({ slug: "x", "bloco-1-title": "y", "bloco-7-a": "z" }, 2);
    expect(page).toEqual({ slug: "x", "bloco-7-a": "z" });
    expect(blocks[1]).toEqual({ title: "y" });
  });
});
