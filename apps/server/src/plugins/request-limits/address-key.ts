import net from 'node:net';

/**
 * The part of a caller's address that limits count by. IPv4 addresses (and IPv4 mapped into IPv6) count
 * one by one; an IPv6 address counts by its /64 network, since a single subscriber is handed a whole /64
 * and could otherwise step through 2^64 addresses.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(ip);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : ip;
}

/**
 * The wider range an address belongs to, for limits that a caller with many networks must not multiply: an
 * IPv6 address's /48, the usual allocation of one site (65,536 /64s). IPv4 addresses (and IPv4 mapped into
 * IPv6) have none.
 */
export function addressRangeKey(ip: string): string | undefined {
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(ip)) return undefined;
  const groups = ipv6Groups(ip);
  return groups && `${groups.slice(0, 3).join(':')}::/48`;
}

/** The eight groups of an IPv6 address, or undefined for anything else. */
function ipv6Groups(ip: string): string[] | undefined {
  // Node's isIPv6 runs a long regular expression; an IPv4 address (most callers') has no colon and skips it.
  return ip.includes(':') && net.isIPv6(ip) ? expandIpv6(ip) : undefined;
}

function expandIpv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part (`64:ff9b::192.0.2.1`) stands for two groups.
  const groups = left.length + right.length + (ip.includes('.') ? 1 : 0);
  const missing = tail === undefined ? [] : Array<string>(8 - groups).fill('0');
  return [...left, ...missing, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}
