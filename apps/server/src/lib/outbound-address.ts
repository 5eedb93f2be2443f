import dns, { type LookupAddress, type LookupAllOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { Agent, buildConnector } from 'undici';

/**
 * Addresses a fetch made on a curator's or a reader's behalf (a link lookup, a push service) must never reach:
 * this machine, private networks, carrier NAT, link-local (where cloud metadata services answer), benchmark,
 * multicast and reserved ranges, and the IPv6 forms that carry an IPv4 address (NAT64, 6to4).
 */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible forms (`::127.0.0.1`), and the IPv4-translated ones.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  return net.isIPv6(address) ? blocked.check(address, 'ipv6') : blocked.check(address, 'ipv4');
}

/** Whether a host's addresses may be reached: at least one, and none `isBlocked`. */
function allPublic(addresses: LookupAddress[], isBlocked: (address: string) => boolean = isPrivateAddress): boolean {
  return addresses.length > 0 && addresses.every(({ address }) => !isBlocked(address));
}

/**
 * Whether a URL may be fetched: http or https, to a host whose every address is public. A host that does
 * not resolve is refused too. (The fetch resolves again; a host that changes its answer in between can
 * still slip through: a push service's address must also be https, whose certificate such a host cannot
 * present for an inside address, so no notice is delivered there. A fetch that must hold the check itself goes
 * through `publicOnlyAgent`.)
 */
export async function isPublicHttpUrl(url: string): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return !isPrivateAddress(host);
  try {
    return allPublic(await lookup(host, { all: true }));
  } catch {
    return false;
  }
}

/** How a host name becomes addresses: the system's resolver, or a stand-in in tests. */
export type ResolveHost = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: ResolveHost = (hostname, options, callback) => dns.lookup(hostname, options, callback);

function refusal(host: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${host} is not a public address`), { code: 'ENOTPUBLIC' });
}

/**
 * An HTTP agent (undici) that connects only to public addresses, checked on the addresses it connects to: the
 * name is resolved once, for the connection itself, and refused when any of its addresses is private, so a host
 * that answers one address to a check and another to the fetch (DNS rebinding) gets nowhere (decision 063). An
 * address written in the URL is checked as it is, since no name is resolved for it. `isBlocked` says which addresses
 * are refused: the private ones (`isPrivateAddress`), or in a test another set, so that a loopback stand-in can
 * play a public host.
 */
export function publicOnlyAgent(resolve: ResolveHost = systemResolve, isBlocked: (address: string) => boolean = isPrivateAddress): Agent {
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allPublic(addresses, isBlocked)) return callback(refusal(hostname), '', 0);
      // Node asks for every address when it tries them in turn (Happy Eyeballs), else for the first.
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
  const connect = buildConnector({ lookup });
  return new Agent({
    // undici hands the host without an IPv6 literal's brackets.
    connect: (options, callback) => {
      if (net.isIP(options.hostname) && isBlocked(options.hostname)) return callback(refusal(options.hostname), null);
      connect(options, callback);
    },
  });
}
