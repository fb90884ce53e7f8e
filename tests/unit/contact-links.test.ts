import { describe, expect, it } from "vitest";
import { contactLinks, internationalDigits } from "~/lib/contact-links";
import { memberName, ownerChoices } from "~/lib/lead-work";

describe("ways to reach a lead", () => {
  it("writes a Brazilian number typed any way in international form", () => {
    expect(internationalDigits("(11) 98888-7777")).toBe("5511988887777");
    expect(internationalDigits("+55 11 98888-7777")).toBe("5511988887777");
    expect(internationalDigits("011 3333-4444")).toBe("551133334444");
    expect(internationalDigits("55 21 3333-4444")).toBe("552133334444");
    expect(internationalDigits("+351 912 345 678")).toBe("351912345678");
    expect(internationalDigits("ligar depois")).toBe("");
    expect(internationalDigits("123")).toBe("");
    // Bounded before any pattern runs: a huge field is its start.
    expect(internationalDigits(`11988887777${"9".repeat(100_000)}`)).toBe("");
  });

  it("links a call, WhatsApp and an e-mail, leaving out what cannot be reached", () => {
    expect(contactLinks({ phone: "(11) 98888-7777", email: "ana@lima.com.br" })).toEqual({
      call: "tel:+5511988887777",
      whatsapp: "https://wa.me/5511988887777",
      email: "mailto:ana@lima.com.br",
    });
    expect(contactLinks({ phone: "", email: "a+b@x.com" })).toEqual({
      email: "mailto:a%2Bb@x.com",
    });
    expect(contactLinks({ phone: "sem", email: "" })).toEqual({});
  });
});

describe("members by name", () => {
  const members = [
    { id: 1, username: "admin", name: "Carla Dias", worksLeads: true },
    { id: 2, username: "bruno@x.com", name: "", worksLeads: true },
    { id: 3, username: "edu@x.com", name: "Edu Lima", worksLeads: false },
  ];

  it("names a member by their name, else their username", () => {
    expect(memberName({ username: "admin", name: "Carla Dias" })).toBe("Carla Dias");
    expect(memberName({ username: "bruno@x.com", name: "  " })).toBe("bruno@x.com");
  });

  it("offers as owners only members who work leads, and keeps a current owner who no longer does", () => {
    expect(ownerChoices(members).map((choice) => choice.label)).toEqual([
      "Carla Dias",
      "bruno@x.com",
    ]);
    expect(ownerChoices(members, 3).map((choice) => choice.value)).toEqual(["1", "2", "3"]);
  });
});
