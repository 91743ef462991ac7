import ipaddr from "ipaddr.js";

/**
 * The address policy of every server-side fetch of a user-given URL (see `page-fetch.ts`, which applies it
 * to the literal address of a URL and to each address a name resolves to, at connect time).
 */
export class SafeFetchError extends Error {
  override name = "SafeFetchError";
}

/** Global unicast IPv6 (2000::/3): the rest of the space is special-purpose or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** IETF protocol assignments inside it (Teredo, PCP and TURN anycast, ORCHID...), which ipaddr.js does
 * not all name. */
const IETF_PROTOCOL_ASSIGNMENTS_V6 = ipaddr.IPv6.parseCIDR("2001::/23");

/**
 * IPv6 text as the URL parser writes it (`::1.2.3.4` becomes `::102:304`): ipaddr.js reads a dotted tail
 * after `::` as IPv4-mapped, which would take an IPv4-compatible address for its IPv4 one. A zone
 * (`fe80::1%eth0`) does not parse, so such an address is not public.
 */
function canonicalText(ip: string): string | null {
  if (!ip.includes(":")) return ip;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/**
 * Whether an address is public unicast, in whatever form the URL parser or the resolver writes it.
 * `process()` turns IPv4-mapped IPv6 (`::ffff:7f00:1`) into its IPv4 address so the IPv4 ranges apply;
 * `range()` names loopback, private, link-local, carrier-grade NAT, benchmarking, documentation,
 * multicast, NAT64, 6to4, Teredo, unique- and site-local ranges. IPv6 must also be global unicast, which
 * leaves out the IPv4-compatible `::a.b.c.d` forms that ipaddr.js calls unicast. Anything that does not
 * parse is not public.
 */
export function isPublicAddress(ip: string): boolean {
  const text = canonicalText(ip);
  if (text === null || !ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  if (address.range() !== "unicast") return false;
  if (address.kind() === "ipv4") return true;
  const v6 = address as ipaddr.IPv6;
  return v6.match(GLOBAL_UNICAST_V6) && !v6.match(IETF_PROTOCOL_ASSIGNMENTS_V6);
}

/** The picture type from its first bytes (not from a header or a file name). */
export function imageTypeOf(data: Buffer): { ext: "png" | "jpg" | "webp"; mime: string } | null {
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { ext: "png", mime: "image/png" };
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { ext: "jpg", mime: "image/jpeg" };
  if (data.length > 12 && data.toString("ascii", 0, 4) === "RIFF" && data.toString("ascii", 8, 12) === "WEBP")
    return { ext: "webp", mime: "image/webp" };
  return null;
}
