import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
}

/**
 * The real server as its own process, on a free loopback port, once it answers /healthz: the sources through
 * tsx, or the node arguments given (a compiled server). With `log`, its standard output (the log) is the child's
 * `stdout` stream for the test to read; otherwise it is dropped.
 */
export async function startServer(
  env: Record<string, string>,
  args = ['--import', 'tsx', 'apps/server/src/server.ts'],
  { log = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    // A slow test machine is not an overloaded server: the event-loop check is off (it has its own test).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      SMS_TRANSPORT: 'console',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // Tests stop the server with SIGTERM and wait: no balancer here needs time to see it is not ready.
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', log ? 'pipe' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, port, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** SIGTERM, and the wait for the exit. */
export async function stopServer({ child }: ServerProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await gone;
}
