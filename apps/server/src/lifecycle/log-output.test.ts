import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../../test/server-process.ts';

const dataDirs: string[] = [];
const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string; stack: string };
}

/** The real server logging at `info`, the default, with its log kept: `lines()` parses what it has written so far. */
async function serve(env: Record<string, string> = {}, preload: string[] = []) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-log-output-'));
  dataDirs.push(dataDir);
  const args = ['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), 'apps/server/src/server.ts'];
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env }, args, { log: true });
  running.push(server);
  const log = server.child.stdout!;
  let written = '';
  log.setEncoding('utf8').on('data', (chunk: string) => (written += chunk));
  // 'close', not 'exit': the process may be gone before its last lines are read.
  const exited = new Promise<number | null>((resolve) => server.child.once('close', (code) => resolve(code)));
  // The primary of several workers writes plain lines of its own (lifecycle/workers.ts); pino's are JSON.
  const lines = () =>
    written
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return { ...server, log, exited, lines };
}

const REQUESTS = 150;

/**
 * `REQUESTS` requests, each answered 404 and logged at `info` with its long path, while the log's reader has stopped
 * reading: the pipe fills, and lines wait in the server, some in a write under way. Then `signal`, and the reader
 * reads again half a second later. Resolves with the exit code and every line written.
 */
async function signalBehindSlowReader(server: Awaited<ReturnType<typeof serve>>, signal: NodeJS.Signals) {
  server.log.pause();
  const padding = 'x'.repeat(6000);
  for (let sent = 0; sent < REQUESTS; sent += 10) {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fetch(`${server.url}/no-such-page-${sent + i}-${padding}`).then((response) => response.status)),
    );
    expect(statuses.every((status) => status === 404)).toBe(true);
  }
  server.child.kill(signal);
  await sleep(500);
  server.log.resume();
  const code = await server.exited;
  const lines = server.lines();
  return { code, lines, completed: lines.filter((line) => line.msg === 'request completed').length };
}

// Each test starts the server from its sources, once with two workers: slow on a busy machine.
describe('the log of the real server', { timeout: 60_000 }, () => {
  it("on SIGTERM writes a line for every request answered and the stop's own, behind a reader that fell behind", async () => {
    const { code, lines, completed } = await signalBehindSlowReader(await serve(), 'SIGTERM');
    expect(code).toBe(0);
    expect(completed).toBe(REQUESTS);
    expect(lines.filter((line) => line.msg.startsWith('shutting down'))).toHaveLength(1);
  });

  it("with two workers, on SIGTERM writes a line for every request either answered and each worker's stop", async () => {
    const server = await serve({ WEB_CONCURRENCY: '2' });
    // Both workers up: the first answer may come from one while the other is still starting.
    await expect.poll(() => server.lines().filter((line) => line.msg.startsWith('Server listening')).length, { timeout: 30_000 }).toBe(2);
    const { code, lines, completed } = await signalBehindSlowReader(server, 'SIGTERM');
    expect(code).toBe(0);
    expect(completed).toBe(REQUESTS);
    expect(lines.filter((line) => line.msg.startsWith('shutting down'))).toHaveLength(2);
  });

  it('on a crash writes a fatal line with its stack besides the lines of every request answered, and exits with 1', async () => {
    const server = await serve({}, ['./apps/server/test/crash-on-signal.ts']);
    const { code, lines, completed } = await signalBehindSlowReader(server, 'SIGUSR2');
    expect(code).toBe(1);
    expect(completed).toBe(REQUESTS);
    // pino writes a fatal line at once, ahead of a chunk already being written.
    const fatal = lines.filter((line) => line.level === 60);
    expect(fatal).toMatchObject([{ msg: 'uncaught exception; exiting', err: { message: 'the crash a test asked for' } }]);
    expect(fatal[0]!.err!.stack).toContain('crash-on-signal.ts');
  });
});
