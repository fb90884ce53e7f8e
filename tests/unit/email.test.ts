import { describe, expect, it } from "vitest";
import { parseMailFrom } from "~/server/email/address.server";
import { materialEmail } from "~/server/email/compose.server";
import { smtpOptions, smtpUrlProblem } from "~/server/email/smtp.server";

describe("SMTP_URL", () => {
  it("off this machine requires STARTTLS on smtp:// and checks the certificate", () => {
    const options = smtpOptions("smtp://avisos%40exemplo.com.br:s%C3%AAnha@smtp.exemplo.com.br");
    expect(options).toMatchObject({
      host: "smtp.exemplo.com.br",
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: "avisos@exemplo.com.br", pass: "sênha" },
      tls: { rejectUnauthorized: true, servername: "smtp.exemplo.com.br" },
    });
  });

  it("smtps:// is TLS from the start on 465, certificate checked", () => {
    expect(smtpOptions("smtps://u:p@mail.exemplo.com.br")).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
      tls: { rejectUnauthorized: true },
    });
  });

  it("on loopback neither requires TLS nor checks a certificate, and takes no login", () => {
    const options = smtpOptions("smtp://127.0.0.1:2525");
    expect(options).toMatchObject({ port: 2525, requireTLS: false, auth: undefined });
    expect(options.tls.rejectUnauthorized).toBe(false);
    expect(smtpOptions("smtp://[::1]:25").host).toBe("::1");
  });

  it("refuses what is not an SMTP server's address, in Portuguese", () => {
    expect(smtpUrlProblem("smtp://u:p@smtp.exemplo.com.br:587")).toBeNull();
    expect(smtpUrlProblem("https://smtp.exemplo.com.br")).toMatch(/smtp:\/\//);
    expect(smtpUrlProblem("smtp.exemplo.com.br")).toMatch(/endereço/);
    expect(smtpUrlProblem("smtp://smtp.exemplo.com.br/caminho")).toMatch(/só usuário/);
  });
});

describe("MAIL_FROM", () => {
  it("reads 'Nome <endereço>', a quoted name, or a bare address", () => {
    expect(parseMailFrom("Vetor Revenue <avisos@vetorrevenue.com.br>")).toEqual({
      name: "Vetor Revenue",
      address: "avisos@vetorrevenue.com.br",
    });
    expect(parseMailFrom('"Equipe, Vetor" <a@b.com.br>')).toEqual({
      name: "Equipe, Vetor",
      address: "a@b.com.br",
    });
    expect(parseMailFrom("a@b.com.br")).toEqual({ address: "a@b.com.br" });
  });

  it("refuses a broken address, a header break or an endless value", () => {
    expect(parseMailFrom("Vetor <sem-arroba>")).toBeNull();
    expect(parseMailFrom("Vetor <a@b.com.br")).toBeNull();
    expect(parseMailFrom("Vetor\r\nBcc: x@y.com <a@b.com.br>")).toBeNull();
    expect(parseMailFrom(`${"a".repeat(400)} <a@b.com.br>`)).toBeNull();
  });
});

describe("the material e-mail", () => {
  const input = {
    to: "ana@empresa.com.br",
    name: "Ana <b>",
    title: "Guia de RevOps & CRM",
    link: "https://site.exemplo/baixar/material-1.2.abc?x=1&y=2",
    linkDays: 7,
    bookingUrl: "https://site.exemplo/diagnostico",
  };
  const message = materialEmail(input);

  it("says what it is in the subject and carries the signed link in both parts", () => {
    expect(message.subject).toBe("Seu material: Guia de RevOps & CRM");
    expect(message.to).toBe("ana@empresa.com.br");
    expect(message.text).toContain("https://site.exemplo/baixar/material-1.2.abc?x=1&y=2");
    expect(message.text).toContain("O link vale por 7 dias.");
    expect(message.html).toContain(
      'href="https://site.exemplo/baixar/material-1.2.abc?x=1&amp;y=2"',
    );
    expect(message.text).toContain("O material “Guia de RevOps & CRM” está pronto para baixar:");
    expect(message.text).toContain("https://site.exemplo/diagnostico");
    expect(message.html).toContain('href="https://site.exemplo/diagnostico"');
  });

  it("greets by a name only when what was typed reads as one, and escapes the rest", () => {
    expect(message.text.startsWith("Olá!\n")).toBe(true);
    expect(message.html).not.toContain("Ana");
    expect(message.html).not.toContain("<b>");
    expect(message.html).toContain("Guia de RevOps &amp; CRM");
    const named = materialEmail({ ...input, name: "  Maria-José  D'Ávila " });
    expect(named.text).toContain("Olá, Maria-José D'Ávila!");
    expect(named.html).toContain("Olá, Maria-José D&#39;Ávila!");
  });

  it("never carries the link or the text a stranger typed as the name", () => {
    const phishing = materialEmail({
      ...input,
      name: "Boleto vencido - pague em https://pague.exemplo/boleto",
    });
    for (const part of [phishing.subject, phishing.text, phishing.html]) {
      expect(part).not.toContain("Boleto");
      expect(part).not.toContain("pague.exemplo");
    }
    expect(phishing.text.startsWith("Olá!\n")).toBe(true);
  });
});
