import { BlockList, isIP } from "node:net";

// Addresses an outbound fetch must never reach: everything that is not the public internet.
// A server-side fetch to any of these could read the cloud metadata service, the database, an
// admin port on loopback or a neighbour on the private network (SSRF).
const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network", includes the unspecified 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. the metadata service 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast 255.255.255.255
];

const IPV6_RANGES: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated), would reach an IPv4 address
  ["::ffff:0:0", 96], // IPv4-mapped: ::ffff:127.0.0.1 is loopback in disguise
  ["64:ff9b::", 96], // NAT64: embeds an IPv4 address
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments, incl. Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

// Two lists: a BlockList maps IPv4 addresses into ::ffff:0:0/96 when it holds IPv6 rules, so
// one list with that rule would refuse every IPv4 address.
const blockedV4 = new BlockList();
const blockedV6 = new BlockList();
for (const [network, prefix] of IPV4_RANGES) blockedV4.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6_RANGES) blockedV6.addSubnet(network, prefix, "ipv6");

/** True only for a literal IPv4/IPv6 address on the public internet; anything unparsable is false. */
export function isPublicAddress(address: string): boolean {
  const literal = address.replace(/^\[|\]$/g, "");
  const family = isIP(literal);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(literal, "ipv4") : !blockedV6.check(literal, "ipv6");
}
