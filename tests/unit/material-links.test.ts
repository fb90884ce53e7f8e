import { beforeAll, describe, expect, it } from "vitest";
import { linkExpiry, signDownload, verifyDownload } from "~/server/materials/links.server";

const NEW = "segredo-novo-com-mais-de-trinta-e-dois-caracteres";
const OLD = "segredo-antigo-com-mais-de-trinta-e-dois-caracteres";

beforeAll(() => {
  // Rotation: the newest secret signs, any listed one verifies.
  Object.assign(process.env, { SESSION_SECRET: `${NEW},${OLD}`, BASE_URL: "https://site.exemplo" });
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe("signed download links", () => {
  it("verifies its own link until it expires", () => {
    const token = signDownload("material-12", inAnHour());
    expect(verifyDownload(token)).toEqual({ status: "valid", materialId: "material-12" });
    expect(verifyDownload(token, Date.now() + 2 * 3600_000)).toEqual({
      status: "expired",
      materialId: "material-12",
    });
  });

  it("lasts MATERIAL_LINK_DAYS (7 by default) from the form's time", () => {
    const sent = new Date("2026-11-23T12:00:00Z");
    expect(linkExpiry(sent)).toBe(sent.getTime() / 1000 + 7 * 86_400);
    expect(linkExpiry(sent, 30)).toBe(sent.getTime() / 1000 + 30 * 86_400);
  });

  it("refuses any change to the material, the date or the signature", () => {
    const token = signDownload("material-12", inAnHour());
    const [, expires, signature = ""] = token.split(".");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("x") ? "y" : "x"}`;
    expect(verifyDownload(`material-13.${expires}.${signature}`).status).toBe("invalid");
    expect(verifyDownload(`material-12.${Number(expires) + 1}.${signature}`).status).toBe(
      "invalid",
    );
    expect(verifyDownload(`material-12.${expires}.${flipped}`)).toEqual({
      status: "invalid",
      materialId: "material-12",
    });
    // An expired link whose date was pushed forward is not valid either.
    const old = signDownload("material-12", Math.floor(Date.now() / 1000) - 10);
    const [, oldExpires, oldSignature] = old.split(".");
    expect(
      verifyDownload(`material-12.${Number(oldExpires) + 86_400}.${oldSignature}`).status,
    ).toBe("invalid");
  });

  it("refuses what is not a token at all, long inputs included", () => {
    for (const token of [
      "",
      "material-12",
      "a.b.c",
      `material-1.1.${"a".repeat(32)}x`,
      "x".repeat(100_000),
    ]) {
      expect(verifyDownload(token).status).toBe("invalid");
    }
  });
});
