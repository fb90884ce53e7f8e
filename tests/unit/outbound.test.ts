import { describe, expect, it } from "vitest";
import { addressAllowed, isAllowEntry, parseAllowList } from "~/server/outbound/safe-fetch.server";

// Which addresses the WordPress import and the materials API may connect to. Nothing here
// opens a connection: the rule is a pure function of the address.

describe("outbound addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["10.0.0.1", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.254", "private 172.16/12"],
    ["192.168.0.10", "private 192.168/16"],
    ["100.64.0.1", "CGNAT 100.64/10"],
    ["100.127.255.254", "CGNAT 100.64/10"],
    ["169.254.169.254", "link-local (cloud metadata)"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.251", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["240.0.0.1", "reserved"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fc00::1", "unique local fc00::/7"],
    ["fd12:3456::1", "unique local fc00::/7"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:10.1.2.3", "IPv4-mapped private"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped link-local, in hex"],
    ["::ffff:192.168.1.1", "IPv4-mapped private"],
    ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
    ["2002:a00:1::", "6to4 of 10.0.0.1"],
    ["::7f00:1", "IPv4-compatible 127.0.0.1"],
    ["::a00:1", "IPv4-compatible 10.0.0.1"],
    ["::1:2:3:4", "IPv6 outside global unicast"],
    ["4000::1", "IPv6 outside global unicast"],
    ["e000::1", "IPv6 outside global unicast"],
    ["nao-e-um-endereco", "not an address"],
  ])("refuses %s (%s)", (address) => {
    expect(addressAllowed(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
    "::ffff:8.8.4.4",
  ])("lets a public address through: %s", (address) => {
    expect(addressAllowed(address)).toBe(true);
  });

  it("lets through what the allow-list names, addresses and ranges, and nothing next to it", () => {
    const allow = parseAllowList(["127.0.0.1", "10.20.0.0/16", "fd00::/8", "intranet.local"]);
    expect(addressAllowed("127.0.0.1", allow)).toBe(true);
    expect(addressAllowed("::ffff:127.0.0.1", allow)).toBe(true);
    expect(addressAllowed("127.0.0.2", allow)).toBe(false);
    expect(addressAllowed("10.20.3.4", allow)).toBe(true);
    expect(addressAllowed("10.21.0.1", allow)).toBe(false);
    expect(addressAllowed("fd00::5", allow)).toBe(true);
    expect(addressAllowed("169.254.169.254", allow)).toBe(false);
    expect([...allow.hosts]).toEqual(["intranet.local"]);
  });

  it("accepts host names, addresses and CIDR ranges as allow-list entries, nothing else", () => {
    for (const entry of ["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8", "intranet.local", "wp"]) {
      expect(isAllowEntry(entry), entry).toBe(true);
    }
    for (const entry of ["http://wp.local", "10.0.0.0/33", "a b", "127.1", "wp.local/x", "*"]) {
      expect(isAllowEntry(entry), entry).toBe(false);
    }
  });
});
