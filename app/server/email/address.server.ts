import { isEmail } from "~/lib/forms/schemas";

/** MAIL_FROM as given: `Nome <endereço>` or a bare address. */
export interface MailFrom {
  name?: string;
  address: string;
}

const MAX_LENGTH = 320;

/** Reads MAIL_FROM; null when it is not a name and an address we can send from. */
export function parseMailFrom(value: string): MailFrom | null {
  const text = value.trim();
  if (text.length > MAX_LENGTH || /[\r\n]/.test(text)) return null;
  const open = text.lastIndexOf("<");
  if (open === -1) return isEmail(text) ? { address: text } : null;
  if (!text.endsWith(">")) return null;
  const address = text.slice(open + 1, -1).trim();
  const name = text
    .slice(0, open)
    .trim()
    .replace(/^"(.*)"$/, "$1");
  if (!isEmail(address) || /[<>"]/.test(name)) return null;
  return name ? { name, address } : { address };
}
