import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * A stand-in for a service outside (a platform, a feed, an SMS gateway) on loopback, closed with its test file;
 * answers the address it listens on, `http://127.0.0.1:PORT`.
 */
export async function standInServer(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
