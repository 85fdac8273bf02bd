import { isIP } from 'node:net';

/**
 * Whether an IP address is one a server may call on a brand's say-so: a public unicast address. Loopback, private
 * (RFC 1918), link-local, CGNAT (100.64/10), unique-local (fc00::/7), documentation, multicast, reserved ranges, and
 * every IPv6 form that embeds an IPv4 address (IPv4-mapped, -compatible, NAT64, 6to4, Teredo) are refused: each can
 * reach the machine's own network or be turned into one of the others.
 */
export function isPublicAddress(address: string): boolean {
  const bytes = addressBytes(address);
  if (!bytes) return false;
  return bytes.length === 4 ? isPublicV4(bytes) : isPublicV6(bytes);
}

/** The 4 or 16 bytes of an IP address (IPv6 with `::`, a zone or an IPv4 tail), or null when it is not one. */
export function addressBytes(address: string): number[] | null {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 4) return plain.split('.').map(Number);
  if (family !== 6) return null;
  let text = plain.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** `bytes` starts with the first `bits` bits of `prefix`. */
function inRange(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit++) {
    const index = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}

const V4_REFUSED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network"
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // CGNAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

const V6_REFUSED: [number[], number][] = [
  [[0x20, 0x01, 0x00, 0x00], 32], // Teredo
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x20, 0x02], 16], // 6to4
];

function isPublicV4(bytes: readonly number[]): boolean {
  return !V4_REFUSED.some(([prefix, bits]) => inRange(bytes, prefix, bits));
}

function isPublicV6(bytes: readonly number[]): boolean {
  // Global unicast only (2000::/3): this leaves out ::, ::1, IPv4-mapped and -compatible, NAT64 (64:ff9b::/96),
  // unique-local (fc00::/7), link-local (fe80::/10), site-local and multicast.
  if (!inRange(bytes, [0x20], 3)) return false;
  return !V6_REFUSED.some(([prefix, bits]) => inRange(bytes, prefix, bits));
}
