import ipaddr from "ipaddr.js";

/** The longest address text read: an IPv6 address with a zone is well under it. */
const MAX_ADDRESS = 100;

/**
 * The client as every limit counts it: an IPv4 address as it is, an IPv6 one by its /64 (any
 * server comes with a whole /64, so its addresses are one client), and an IPv4-mapped IPv6
 * address (`::ffff:1.2.3.4`) as the IPv4 address it carries. Text that is no address is kept,
 * bounded, so it still names one client.
 */
export function clientKey(address: string): string {
  const text = address.slice(0, MAX_ADDRESS).trim();
  if (!ipaddr.isValid(text)) return text;
  const ip = ipaddr.process(text);
  if (ip.kind() === "ipv4") return ip.toString();
  const prefix = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(":")}::/64`;
}
