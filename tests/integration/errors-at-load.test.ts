import { readdirSync, readFileSync } from "node:fs";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";

// ADR 0034: in Chromium, an Error made while a function runs sends V8 back to parse that whole
// function, to learn where the Error was made. In a large function (the bundler wraps React DOM
// in one of about 200 kB) that is a second parse of all of it on the main thread. Read from the
// production build's browser files: no function or module larger than LARGE makes an Error in
// its own body, except to throw it (a failure, not every load).

const assets = "build/client/assets";
const LARGE = 20 * 1024;

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Each `Error(…)` or `new Error(…)` outside a `throw`, with the size of the function it runs in. */
function errorsMade(code: string) {
  const found: { owner: number; at: string }[] = [];
  const visit = (node: Node, owner: Node) => {
    if (node.type === "ThrowStatement") return;
    const inside = /Function/.test(node.type) ? node : owner;
    const callee = node.callee;
    if (
      (node.type === "CallExpression" || node.type === "NewExpression") &&
      isNode(callee) &&
      callee.type === "Identifier" &&
      callee.name === "Error"
    )
      found.push({ owner: owner.end - owner.start, at: code.slice(node.start, node.start + 60) });
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value])
        if (isNode(child)) visit(child, inside);
  };
  const program = parseAst(code) as unknown as Node;
  visit(program, program);
  return found;
}

const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));

describe("Errors made as the browser's code loads (built client)", () => {
  it("finds React DOM in the build", () => {
    const all = scripts.map((name) => readFileSync(`${assets}/${name}`, "utf8")).join("\n");
    expect(all).toContain("Minified React error");
  });

  it("makes no Error in a function larger than 20 kB, in any file", () => {
    const made: Record<string, string[]> = {};
    for (const name of scripts) {
      const large = errorsMade(readFileSync(`${assets}/${name}`, "utf8")).filter(
        (error) => error.owner > LARGE,
      );
      if (large.length) made[name] = large.map((error) => error.at);
    }
    expect(made).toEqual({});
  });
});
