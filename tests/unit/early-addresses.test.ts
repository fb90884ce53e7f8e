import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isServerAddress, serverAddresses } from "~/lib/early-addresses";
import { addressProblem } from "~/lib/landing/address";

// The one list of what the server answers before React Router (ADR 0050), which server.js and
// app/http/ mount their handlers from.

describe("the addresses the server answers before React Router", () => {
  it("name every entry of public/, which server.js serves only through the list", () => {
    expect([...serverAddresses.publicEntries].sort()).toEqual(readdirSync("public").sort());
  });

  it("each answer the address itself and everything under it, and nothing else", () => {
    for (const path of [
      "/visita",
      "/healthz",
      "/readyz",
      "/assets",
      "/assets/x",
      "/assets/entry.client-abc.js",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/images/logos/cliente.svg",
    ])
      expect(isServerAddress(path), path).toBe(true);
    for (const path of ["/", "/visitas", "/assetsx", "/blog/assets", "/favicon", "/iconsx/a"])
      expect(isServerAddress(path), path).toBe(false);
  });

  it("are never a landing page's address", () => {
    for (const address of ["visita", "healthz", "readyz", "assets", "icons", "images", "favicon"])
      expect(addressProblem(address), address).toBe(
        `O endereço /${address} é usado pelo próprio site. Escolha outro.`,
      );
    expect(addressProblem("visitas")).toBeUndefined();
  });
});
