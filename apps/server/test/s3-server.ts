import fs from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The part of s3rver (no types of its own) the tests use. */
interface S3rver {
  httpServer: Server;
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;

/** An S3-speaking server on loopback: its settings for the app, and a way to take it down and bring it back on its port. */
export interface S3Server {
  /** `MEDIA_STORE`, `S3_ENDPOINT` and the keys, with the bucket under `prefix`. */
  env(prefix: string): Record<string, string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes what it stored. */
  close(): Promise<void>;
}

export const S3_BUCKET = 'wiy-media';

/**
 * s3rver (files on disk behind the S3 API) on a free loopback port, with one bucket, `S3_BUCKET`. Stopped and started
 * again it keeps its port and its files: the store was down, not emptied.
 */
export async function startS3Server(): Promise<S3Server> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-s3-'));
  let port = 0;
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
    ({ port } = await server.run());
  };
  const stop = async () => {
    server?.httpServer.closeAllConnections();
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    env: (prefix) => ({
      MEDIA_STORE: `s3://${S3_BUCKET}/${prefix}`,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_REGION: 'us-east-1',
      // s3rver's own pair: it checks the signature as S3 does.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    }),
    stop,
    start,
    close: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
