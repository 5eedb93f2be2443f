import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** The part of `http_ece` (RFC 8188 and 8291, what `web-push` encrypts with) a browser reads a notice with; it has no types. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A request the stand-in push service received. */
export interface PushDelivery {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A browser's side of Web Push for tests: a key pair and auth secret such as `PushSubscription.toJSON()` gives,
 * and the means to read a notice encrypted to them (RFC 8291) as the browser does.
 */
export function standInBrowser(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    subscription: { endpoint, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
    read(body: Buffer): unknown {
      return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth.toString('base64url') }).toString('utf8'));
    },
  };
}

/**
 * A push service on loopback that keeps what it is sent and answers `status` (201 as a real one does; 410 once
 * the browser unsubscribed), with a `location` when given one. Nothing reaches the internet.
 */
export async function startPushService() {
  const deliveries: PushDelivery[] = [];
  let status = 201;
  let location: string | undefined;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status, location ? { location } : {}).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    deliveries,
    /** A device's address at this service. */
    endpoint: (device: string) => `http://127.0.0.1:${port}/push/${device}`,
    answer(next: number, nextLocation?: string) {
      status = next;
      location = nextLocation;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The stand-in push service of a test file: started before its tests, its deliveries emptied before each, closed
 * after them all. Read through the answer once the tests run.
 */
export function usePushService() {
  let service: Awaited<ReturnType<typeof startPushService>> | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service?.close());
  beforeEach(() => {
    started().deliveries.length = 0;
  });
  const started = () => {
    if (!service) throw new Error('The push service starts before the tests');
    return service;
  };
  return {
    get deliveries() {
      return started().deliveries;
    },
    endpoint: (device: string) => started().endpoint(device),
    answer: (status: number, location?: string) => started().answer(status, location),
  };
}
