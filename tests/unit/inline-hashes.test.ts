import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes } from "~/http/inline-hashes.server";

const hash = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;

describe("the hashes of a cached page's inline code", () => {
  const marker = "marca-desta-renderizacao";
  const page = [
    `<style nonce="${marker}">.a{}</style>`,
    `<script nonce="${marker}">window.ok=1</script>`,
    // What a sanitiser's miss would leave in a post: no marker, so no hash and the CSP blocks it.
    "<script>__pwned(1)</script>",
    `<script nonce="outra">__pwned(2)</script>`,
    `<script type="application/ld+json" nonce="${marker}">{"a":1}</script>`,
    `<script nonce="${marker}" src="/assets/app.js"></script>`,
  ].join("");

  it("lists only the code rendered with this render's marker", () => {
    expect(inlineHashes(page, marker)).toEqual({
      scripts: [hash("window.ok=1")],
      styles: [hash(".a{}")],
    });
  });

  it("lists nothing without a marker", () => {
    expect(inlineHashes(page, "")).toEqual({ scripts: [], styles: [] });
  });
});
