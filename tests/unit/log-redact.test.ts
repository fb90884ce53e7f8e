import { describe, expect, it } from "vitest";
import { redactTokens } from "~/server/logger.server";

// Our log writes a link's address without its secret (ADR 0048).

describe("redactTokens", () => {
  it.each([
    ["/admin/convite/abcDEF_123-x", "/admin/convite/[oculto]"],
    ["/admin/redefinir-senha/abc.data?_routes=x", "/admin/redefinir-senha/[oculto]?_routes=x"],
    ["/Admin//Confirmar-Email/abc", "/Admin//Confirmar-Email/[oculto]"],
    ["https://site.exemplo/baixar/abc.def", "https://site.exemplo/baixar/[oculto]"],
    ["/blog?q=x&token=abc&b=1", "/blog?q=x&token=[oculto]&b=1"],
    ["/x?resetToken=abc", "/x?resetToken=[oculto]"],
  ])("%s → %s", (address, logged) => {
    expect(redactTokens(address)).toBe(logged);
  });

  it("leaves other addresses as they are and bounds a long one", () => {
    expect(redactTokens("/admin/convite")).toBe("/admin/convite");
    expect(redactTokens("/blog/meu-post?pagina=2")).toBe("/blog/meu-post?pagina=2");
    expect(redactTokens(`/${"a".repeat(10_000)}`).length).toBeLessThan(4200);
  });
});
