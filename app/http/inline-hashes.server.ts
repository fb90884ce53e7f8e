import { createHash } from "node:crypto";
import type { InlineHashes } from "./security-headers.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
/** Script types a browser runs; any other (`application/ld+json`) is data, not code. */
const RUNS = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The hashes of the inline scripts and styles that carry `nonce="{marker}"`, in order, and the
 * page without those attributes. The page is rendered with a random marker as its nonce, so
 * only code we rendered carries it: a script that came in through content (a sanitiser's
 * miss) has no marker, gets no hash, and the CSP keeps blocking it, as the nonce did.
 * The HTML is React's: `<script` and `</script>` only ever open and close elements (text and
 * attributes are escaped), and an attribute value never holds `>`; read with `indexOf`.
 */
export function inlineHashes(html: string, marker: string): InlineHashes {
  const mark = ` nonce="${marker}"`;
  const hashes: InlineHashes = { scripts: [], styles: [] };
  for (const [tag, list] of [
    ["script", hashes.scripts],
    ["style", hashes.styles],
  ] as const) {
    let from = 0;
    for (;;) {
      const open = html.indexOf(`<${tag}`, from);
      if (open === -1) break;
      const startEnd = html.indexOf(">", open);
      const close = html.indexOf(`</${tag}>`, startEnd);
      if (startEnd === -1 || close === -1) break;
      from = close + tag.length + 3;
      const attributes = html.slice(open + tag.length + 1, startEnd);
      // `<scripts…` or `<styled…` would be another element; an external script is no inline code.
      if (attributes !== "" && !/^[\s/]/.test(attributes)) continue;
      if (!marker || !attributes.includes(mark)) continue;
      if (tag === "script") {
        if (/\ssrc=/.test(attributes)) continue;
        const type = /\stype="([^"]*)"/.exec(attributes)?.[1] ?? "";
        if (!RUNS.has(type.toLowerCase())) continue;
      }
      const hash = sha256(html.slice(startEnd + 1, close));
      if (!list.includes(hash)) list.push(hash);
    }
  }
  return hashes;
}
