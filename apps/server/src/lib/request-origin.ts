import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** A host as a Host header carries it, lower-cased: a DNS name, an IPv4 address or a bracketed IPv6 one, and an optional port. */
export const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::[0-9]{1,5})?$/;

function isLoopback(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || (isIPv4(name) && name.startsWith('127.'));
}

/**
 * The scheme, host and port absolute links are written with (decision 204): `PUBLIC_URL` when set; else where
 * this request reached us (`trustProxy` decides whether forwarded headers count), but only when that host is a
 * loopback address or one `ALLOWED_HOSTS` names. Undefined for any other host: anyone may send any Host, so an
 * answer that named it could put a stranger's address into a shared cache; such an answer carries no absolute link.
 */
export function requestOrigin(
  request: FastifyRequest,
  { publicUrl, allowedHosts }: { publicUrl: string | undefined; allowedHosts: readonly string[] },
): string | undefined {
  if (publicUrl) return publicUrl;
  const host = request.host.toLowerCase();
  const name = HOST_PATTERN.exec(host)?.[1];
  if (name === undefined || !(isLoopback(name) || allowedHosts.includes(host))) return undefined;
  return `${request.protocol}://${host}`;
}
