import type { Plugin } from "vite";

/** React DOM's browser build, the one file this plugin changes. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The five values React DOM keeps to recognise its own interruptions (suspending, a hydration
 * mismatch…): made once, when the file runs, and only ever thrown and compared by identity.
 */
const SENTINEL = /\b([A-Za-z$]+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/**
 * React DOM's sentinels made without calling `Error` (ADR 0034). In Chromium, an `Error` made
 * while a function is running records that function's line and column, and V8 keeps no
 * positions until asked: it parses the function again to find them. The bundler wraps this
 * file in one function of about 200 kB, so the first sentinel cost the hydrating page a second
 * parse of all of React DOM on the main thread (ADR 0034 has the figures). An object with `Error.prototype` is the same to React: it throws the
 * values and compares them by identity, and one that escaped would still print its message.
 */
export function withoutEagerErrors(code: string) {
  let replaced = 0;
  const changed = code.replace(SENTINEL, (_, name: string, message: string) => {
    replaced++;
    return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: !0, configurable: !0 } })`;
  });
  return { code: changed, replaced };
}

export function reactDomSentinels(): Plugin {
  return {
    name: "react-dom-sentinels",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = withoutEagerErrors(code);
      // A new React DOM may name or make them differently: say so rather than lose the gain
      // unseen (tests/integration/errors-at-load.test.ts fails too).
      if (!result.replaced)
        this.warn("react-dom-sentinels: nenhum valor de sinalização do React DOM encontrado");
      return { code: result.code, map: null };
    },
  };
}
