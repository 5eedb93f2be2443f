import dns, { type LookupAddress, type LookupAllOptions } from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector } from 'undici';

/**
 * IPv6 global unicast (IANA's IPv6 address space): everything outside it, the IPv4-compatible `::a.b.c.d` forms
 * included, is refused; inside it, the special-purpose blocks are `ipaddr.js`'s named ranges.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** NAT64's well-known prefix: an IPv6-only network reaches public IPv4 hosts through it, so its embedded address decides. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * Whether a fetch made on a curator's or a reader's behalf (a link lookup, a feed, a push service) must not reach
 * an address: anything in IANA's IPv4 and IPv6 special-purpose address registries (this machine, private networks,
 * carrier NAT, link-local where cloud metadata services answer, documentation, benchmark, multicast, reserved,
 * Teredo, 6to4, NAT64's local-use prefix; `ipaddr.js` keeps the list, its `range()` is 'unicast' only outside
 * them), IPv6 outside global unicast, and text that is no address. A mapped IPv4 address or one behind NAT64's
 * well-known prefix is judged as that IPv4 address.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() !== 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPrivateAddress(v6.toIPv4Address().toString());
  if (v6.match(NAT64)) return isPrivateAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
  return !v6.match(GLOBAL_UNICAST) || v6.range() !== 'unicast';
}

/** Whether a host's addresses may be reached: at least one, and none `isBlocked`. */
function allPublic(addresses: LookupAddress[], isBlocked: (address: string) => boolean): boolean {
  return addresses.length > 0 && addresses.every(({ address }) => !isBlocked(address));
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

/** A lookup that resolves a name once and fails with `ENOTPUBLIC` when any of its addresses is `isBlocked`. */
function publicLookup(resolve: ResolveHost, isBlocked: (address: string) => boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allPublic(addresses, isBlocked)) return callback(refusal(hostname), '', 0);
      // Node asks for every address when it tries them in turn (Happy Eyeballs), else for the first.
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Whether a connection to `host` (a name, or an address as a URL writes it) would pass `publicOnlyAgent`'s check
 * now: the same check, made early to refuse an address before it is kept (a browser's push subscription). The
 * connection checks again, so a name that changes its answer in between still gets nowhere.
 */
export async function isPublicHost(
  host: string,
  resolve: ResolveHost = systemResolve,
  isBlocked: (address: string) => boolean = isPrivateAddress,
): Promise<boolean> {
  const literal = host.replace(/^\[|\]$/g, '');
  if (net.isIP(literal)) return !isBlocked(literal);
  return new Promise((answer) => publicLookup(resolve, isBlocked)(literal, { all: true }, (error) => answer(!error)));
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
  const connect = buildConnector({ lookup: publicLookup(resolve, isBlocked) });
  return new Agent({
    // undici hands the host without an IPv6 literal's brackets.
    connect: (options, callback) => {
      if (net.isIP(options.hostname) && isBlocked(options.hostname)) return callback(refusal(options.hostname), null);
      connect(options, callback);
    },
  });
}
