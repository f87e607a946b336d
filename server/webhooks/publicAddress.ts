import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook is never sent to, whatever name led to them: this machine, private and shared networks,
 * link-local (the cloud metadata service at 169.254.169.254 and fd00:ec2::254), multicast, and the blocks
 * reserved for documentation or unusable. BlockList matches an IPv4-mapped IPv6 address (::ffff:10.0.0.1)
 * against the IPv4 rules.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  REFUSED.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  // Unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d.
  ["::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  // 6to4 carries any IPv4 address, private ones included.
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  REFUSED.addSubnet(network, prefix, "ipv6");

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** The IPv4 address a NAT64 address (64:ff9b::/96) stands for, which is the one reached. */
function nat64Target(address: string): string | null {
  // The URL parser writes a dotted tail (64:ff9b::192.168.0.1) as hexadecimal groups.
  const groups = expandIpv6(new URL(`http://[${address}]`).hostname.slice(1, -1));
  if (groups?.slice(0, 6).join(":") !== [0x64, 0xff9b, 0, 0, 0, 0].join(":")) return null;
  const [high, low] = [groups[6] ?? 0, groups[7] ?? 0];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

function expandIpv6(address: string): number[] | null {
  const [head = "", tail] = address.toLowerCase().split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16));
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  const zeros = 8 - first.length - last.length;
  if (zeros < 0 || (tail === undefined && zeros !== 0)) return null;
  return [...first, ...Array.from({ length: zeros }, () => 0), ...last];
}

/** Whether a webhook may connect to this IP address; loopback only where the server allows it (tests, development). */
export function isPublicAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  if (REFUSED.check(address, type)) return false;
  const embedded = family === 6 ? nat64Target(address) : null;
  return embedded === null || isPublicAddress(embedded, allowLoopback);
}

export class RefusedAddressError extends Error {}

/**
 * The address a webhook to `hostname` connects to: the name resolved now, refused when any of its addresses is not
 * public (a name that resolves to a public and a private address is an attack on whichever is tried first). The
 * connection is then made to this address, so that the name cannot resolve elsewhere between check and connect.
 */
export async function publicAddressOf(
  hostname: string,
  allowLoopback: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const literal = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  const addresses = isIP(literal)
    ? [{ address: literal, family: isIP(literal) }]
    : await lookup(literal, { all: true, verbatim: true });
  const first = addresses[0];
  if (!first || addresses.some((a) => !isPublicAddress(a.address, allowLoopback)))
    throw new RefusedAddressError(`${hostname} is not a public address`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
