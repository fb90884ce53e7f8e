import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { withoutEagerErrors } from "../../scripts/lib/react-dom-sentinels";

// ADR 0034: React DOM's browser build makes no Error when it loads; its sentinels are made
// without the Error constructor, and React sees no difference.

// The file the bundler reads for `react-dom/client` in a production build (the package does not
// export its path, so it is found beside the package's manifest).
const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
const reactDomClient = readFileSync(`${reactDom}/cjs/react-dom-client.production.js`, "utf8");

describe("React DOM's sentinels", () => {
  it("are all made without calling Error in the React DOM we install", () => {
    const { code, replaced } = withoutEagerErrors(reactDomClient);
    // The five React DOM 19 keeps: suspending, a suspended commit, an action, a hydration
    // mismatch, selective hydration. A new version with another count needs a look.
    expect(replaced).toBe(5);
    expect(code).not.toMatch(/Exception = Error\(/);
    for (const name of [
      "SuspenseException",
      "SuspenseyCommitException",
      "SuspenseActionException",
      "HydrationMismatchException",
      "SelectiveHydrationException",
    ])
      expect(code).toContain(`${name} = Object.create(Error.prototype`);
  });

  it("leave every other line of the file as it was", () => {
    const { code } = withoutEagerErrors(reactDomClient);
    const before = reactDomClient.split("\n");
    const after = code.split("\n");
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toHaveLength(5);
  });

  it("are errors to whoever reads one: their class, message and text", () => {
    const { code } = withoutEagerErrors(
      [
        "var formatProdErrorMessage = function (code) { return 'Minified React error #' + code; };",
        "var SuspenseException = Error(formatProdErrorMessage(460));",
        "return SuspenseException;",
      ].join("\n"),
    );
    const sentinel = new Function(code)() as Error;
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe("Minified React error #460");
    expect(String(sentinel)).toBe("Error: Minified React error #460");
    expect(Object.keys(sentinel)).toEqual([]);
    sentinel.message = "outra";
    expect(sentinel.message).toBe("outra");
  });
});
