import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./safe-fetch";

// Addresses as the URL parser or the resolver hands them over, in every form that reaches (or may reach)
// something other than the public internet.
const notPublic: [string, string][] = [
  ["IPv4 loopback", "127.0.0.1"],
  ["IPv4 loopback, elsewhere in 127/8", "127.255.255.254"],
  ["IPv4 loopback, decimal", "2130706433"],
  ["IPv4 loopback, octal", "0177.0.0.1"],
  ["IPv4 loopback, hex", "0x7f.1"],
  ["IPv4 unspecified", "0.0.0.0"],
  ["IPv4 this network", "0.1.2.3"],
  ["private 10/8", "10.0.0.1"],
  ["private 172.16/12", "172.16.0.1"],
  ["private 172.16/12, top", "172.31.255.254"],
  ["private 192.168/16", "192.168.1.1"],
  ["carrier-grade NAT", "100.64.0.1"],
  ["carrier-grade NAT, top", "100.127.255.254"],
  ["link-local", "169.254.0.1"],
  ["cloud metadata", "169.254.169.254"],
  ["benchmarking", "198.18.0.1"],
  ["benchmarking, top", "198.19.255.254"],
  ["IETF protocol assignments", "192.0.0.1"],
  ["documentation TEST-NET-1", "192.0.2.2"],
  ["documentation TEST-NET-2", "198.51.100.1"],
  ["documentation TEST-NET-3", "203.0.113.1"],
  ["6to4 relay anycast", "192.88.99.1"],
  ["multicast", "224.0.0.1"],
  ["reserved 240/4", "240.0.0.1"],
  ["broadcast", "255.255.255.255"],
  ["IPv6 unspecified", "::"],
  ["IPv6 loopback", "::1"],
  ["IPv6 loopback, long form", "0:0:0:0:0:0:0:1"],
  ["IPv4-mapped loopback, dotted", "::ffff:127.0.0.1"],
  ["IPv4-mapped loopback, hex (what the URL parser writes)", "::ffff:7f00:1"],
  ["IPv4-mapped unspecified", "::ffff:0.0.0.0"],
  ["IPv4-mapped private", "::ffff:a00:1"],
  ["IPv4-mapped metadata", "::ffff:a9fe:a9fe"],
  ["IPv4-mapped documentation", "::ffff:c000:202"],
  ["IPv4-translated loopback", "::ffff:0:7f00:1"],
  ["IPv4-compatible loopback, dotted", "::127.0.0.1"],
  ["IPv4-compatible loopback, hex", "::7f00:1"],
  ["IPv4-compatible public (deprecated form)", "::808:808"],
  ["IPv4-compatible public, dotted (as the resolver writes it)", "::8.8.8.8"],
  ["NAT64 loopback", "64:ff9b::7f00:1"],
  ["NAT64 metadata", "64:ff9b::a9fe:a9fe"],
  ["NAT64 of a public address (the translator is ours to reach, not the user's)", "64:ff9b::808:808"],
  ["local-use NAT64", "64:ff9b:1::a00:1"],
  ["6to4 of loopback", "2002:7f00:1::"],
  ["6to4 of metadata", "2002:a9fe:a9fe::1"],
  ["Teredo", "2001:0:4136:e378:8000:63bf:80ff:fffe"],
  ["IETF protocol assignments (PCP anycast)", "2001:1::1"],
  ["IPv6 benchmarking", "2001:2::1"],
  ["IPv6 documentation", "2001:db8::1"],
  ["discard-only", "100::1"],
  ["site-local", "fec0::1"],
  ["unique-local fc00::/8", "fc00::1"],
  ["unique-local fd00::/8", "fd00::2"],
  ["IPv6 link-local", "fe80::1"],
  ["IPv6 link-local with a zone", "fe80::1%eth0"],
  ["IPv6 multicast", "ff02::1"],
  ["IPv6 global multicast", "ff0e::1"],
  ["segment routing", "5f00::1"],
  ["IPv6 reserved 3fff::/20", "3fff::1"],
  ["not an address", "localhost"],
  ["not an address: empty", ""],
  ["not an address: garbage", "1.2.3.4.5"],
];

const publicAddresses = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "100.63.255.255",
  "100.128.0.1",
  "172.15.255.255",
  "172.32.0.1",
  "169.253.1.1",
  "::ffff:8.8.8.8",
  "::ffff:808:808",
  "2606:4700:4700::1111",
  "2001:4860:4860::8888",
  "2a00:1450:4001:82b::200e",
];

describe("isPublicAddress", () => {
  it.each(notPublic)("refuses %s (%s)", (_label, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(publicAddresses)("accepts the public unicast address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
