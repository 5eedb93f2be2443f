import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The S3-speaking store the fleet's machines share, as they would share a bucket. */
export interface ObjectStore {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

const STORE_ADDRESS = '127.0.0.9';

/**
 * s3rver in a process of its own on its own loopback address, with one bucket: the S3 protocol over files in a
 * temporary folder, removed when it stops.
 */
export async function startObjectStore(): Promise<ObjectStore> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-fleet-s3-'));
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, STORE_ADDRESS, () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const bucket = 'wiy-media';
  const child = spawn(process.execPath, [bin, '-d', directory, '-a', STORE_ADDRESS, '-p', String(port), '--silent', '--configure-bucket', bucket], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const endpoint = `http://${STORE_ADDRESS}:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}`);
    const up = await fetch(endpoint).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error('s3rver did not start within 10 s');
    await sleep(100);
  }
  return {
    endpoint,
    bucket,
    // s3rver's own pair: it checks signatures as S3 does.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
