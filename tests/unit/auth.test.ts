import { describe, expect, it } from "vitest";
import { safeReturnPath } from "~/lib/return-path";
import { generatePassword, hashPassword, verifyPassword } from "~/server/auth/password.server";

describe("password hashing", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("correta-cavalo-bateria");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain("correta-cavalo-bateria");
    expect(await verifyPassword("correta-cavalo-bateria", hash)).toBe(true);
    expect(await verifyPassword("Correta-cavalo-bateria", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("mesma-senha")).not.toBe(await hashPassword("mesma-senha"));
  });

  it("refuses a malformed stored hash", async () => {
    expect(await verifyPassword("x", "md5$abc")).toBe(false);
  });

  it("generates long random passwords", () => {
    const a = generatePassword();
    expect(a).toHaveLength(24);
    expect(a).not.toBe(generatePassword());
  });
});

describe("return address after login", () => {
  it.each([
    ["/admin/settings", "/admin/settings"],
    ["/admin/posts?pagina=2", "/admin/posts?pagina=2"],
    ["https://malicioso.example/admin", "/admin/painel"],
    ["//malicioso.example", "/admin/painel"],
    ["/\\malicioso.example", "/admin/painel"],
    ["javascript:alert(1)", "/admin/painel"],
    ["/\t/malicioso.example", "/admin/painel"],
    ["/\n/malicioso.example", "/admin/painel"],
    ["/ /malicioso.example", "/%20/malicioso.example"],
    ["\\malicioso.example", "/admin/painel"],
    ["/%2F%2Fmalicioso.example", "/%2F%2Fmalicioso.example"],
    ["https:malicioso.example", "/admin/painel"],
    [" //malicioso.example", "/admin/painel"],
    ["/admin/../..//malicioso.example", "/admin/painel"],
    ["", "/admin/painel"],
    [null, "/admin/painel"],
  ])("%j → %j", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
