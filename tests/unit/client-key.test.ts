import { describe, expect, it } from "vitest";
import { clientIp } from "~/http/client-ip.server";
import { clientKey } from "~/server/limits/client-key.server";

// Who a rate limit counts as one client: an IPv4 address, or a whole IPv6 /64.

describe("clientKey", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const key = clientKey("2001:db8:1:2::1");
    for (const address of [
      "2001:db8:1:2::ffff",
      "2001:0db8:0001:0002:abcd:ef01:2345:6789",
      "2001:DB8:1:2:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientKey(address), address).toBe(key);
    }
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKey("2001:db8:2:2::1")).not.toBe(key);
  });

  it("keeps IPv4 addresses apart, and an IPv4-mapped IPv6 address is its IPv4 address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("bounds what is not an address", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("x".repeat(10_000)).length).toBeLessThanOrEqual(100);
  });
});

describe("clientIp", () => {
  const request = (remoteAddress: string, headers: Record<string, string> = {}) => ({
    headers,
    socket: { remoteAddress } as never,
  });

  it("gives the socket's client, an IPv6 one by its /64", () => {
    expect(clientIp(request("2001:db8:1:2::10"))).toBe(clientIp(request("2001:db8:1:2::20")));
    expect(clientIp(request("::ffff:198.51.100.4"))).toBe("198.51.100.4");
  });

  it("gives the trusted proxy's last entry the same way, never an address the visitor chose", () => {
    const behind = (forwarded: string) =>
      clientIp(request("10.0.0.1", { "x-forwarded-for": forwarded }), "x-forwarded-for");
    expect(behind("1.1.1.1, 2001:db8:9:9::1")).toBe(behind("2001:db8:9:9:ffff::2"));
    expect(behind("2001:db8:9:9::1, ::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(clientIp(request("10.0.0.1", { "x-forwarded-for": "1.1.1.1" }))).toBe("10.0.0.1");
  });
});
