// A lead's ways to be reached, as links: call, WhatsApp and e-mail. Numbers are typed any
// way ('(11) 98888-7777', '+55 11 …', '011…'); Brazil's country code is assumed when absent.

/** Digits of a phone number in international form (`5511988887777`); '' when it is no number. */
export function internationalDigits(phone: string): string {
  const typed = phone.slice(0, 40).trim();
  let digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? digits : "";
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = digits.slice(1);
  // A Brazilian number: area code and 8 or 9 digits, with or without the country code.
  if (digits.length === 10 || digits.length === 11) return `55${digits}`;
  if (digits.startsWith("55") && (digits.length === 12 || digits.length === 13)) return digits;
  return digits.length >= 8 && digits.length <= 15 ? digits : "";
}

export interface ContactLinks {
  call?: string;
  whatsapp?: string;
  email?: string;
}

/** The links of a person's phone and e-mail; a part left out when it cannot be dialled or sent. */
export function contactLinks(person: { phone: string; email: string }): ContactLinks {
  const digits = internationalDigits(person.phone);
  const email = person.email.trim();
  return {
    ...(digits ? { call: `tel:+${digits}`, whatsapp: `https://wa.me/${digits}` } : {}),
    ...(email.includes("@") && email.length <= 320
      ? { email: `mailto:${encodeURIComponent(email).replace("%40", "@")}` }
      : {}),
  };
}
