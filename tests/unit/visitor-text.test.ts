import { describe, expect, it } from "vitest";
import { greetingName, inertText } from "~/server/email/visitor-text.server";

describe("the name an e-mail to a visitor greets by", () => {
  it("is a name as people in Brazil write theirs", () => {
    for (const name of [
      "Ana",
      "João",
      "Maria-José",
      "D'Ávila",
      "Conceição D’Almeida",
      "Ângela Müller",
      "J. R. Tolkien",
      "Zé",
      "Jr.",
    ])
      expect(greetingName(name), name).toBe(name);
    // Spaces around and between are tidied; accents typed as combining marks are kept.
    expect(greetingName("  Ana   Clara ")).toBe("Ana Clara");
    expect(greetingName("Jose\u0301")).toBe("José");
  });

  it("is nothing when what was typed is a message, an address or a number", () => {
    for (const typed of [
      "Boleto vencido - pague em https://pague.exemplo/boleto",
      "pague em www.pague.exemplo",
      "www",
      "WWW. exemplo",
      "https",
      "x.com",
      "ana.com.br",
      "ana@empresa.com.br",
      "Ana 11987654321",
      "Ana2",
      "0800 123 4567",
      "<b>Ana</b>",
      "Ana!",
      "Ana - Financeiro",
      "-Ana",
      "Ana-",
      "O''Neil",
      "'",
      ".",
      "",
      "   ",
      // Past four words it reads as a sentence more than as a first name.
      "Maria das Graças Souza Lima",
      "A".repeat(41),
      "Ana\nClique aqui",
    ])
      expect(greetingName(typed), typed).toBeUndefined();
    expect(greetingName(undefined)).toBeUndefined();
    expect(greetingName(42)).toBeUndefined();
  });
});

describe("a lead's value in the team's alert", () => {
  it("shows addresses as text no mail client links", () => {
    expect(inertText("Veja https://pague.exemplo/boleto agora")).toBe(
      "Veja https[:]//pague[.]exemplo/boleto agora",
    );
    expect(inertText("www.exemplo.com.br")).toBe("www[.]exemplo[.]com[.]br");
    expect(inertText("ana@empresa.com.br")).toBe("ana@empresa[.]com[.]br");
    expect(inertText("x1.io")).toBe("x1[.]io");
  });

  it("leaves the rest of what was typed as it was", () => {
    for (const text of [
      "Faturamento de R$ 1.500.000 por ano.",
      "Versão 2.0",
      "Ana Clara",
      "Fim. Começo",
      "",
    ])
      expect(inertText(text)).toBe(text);
  });
});
