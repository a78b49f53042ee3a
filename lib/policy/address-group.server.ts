import { isIP } from "node:net";

// The subject a per-address limit counts (issue 42, decision 302). An IPv4 address is one
// subscriber; an IPv6 subscriber is normally given a whole /64 (or more) and can use any of its
// 2^64 addresses, so per-address limits count the /64. An IPv4 address written as IPv6
// (::ffff:203.0.113.7, what a dual-stack socket reports) counts as that IPv4 address.

/** "203.0.113.7" → itself; "2001:db8:1:2:a:b:c:d" → "2001:db8:1:2::/64"; anything unparsable → itself. */
export function addressGroup(address: string): string {
  const literal = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIP(literal) !== 6) return address;
  const groups = hextets(literal);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 literal (with "::" and a trailing dotted IPv4 part expanded). */
function hextets(literal: string): number[] {
  let text = literal.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}
