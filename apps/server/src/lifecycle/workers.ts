import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is not started again, so a broken build does not loop. */
const STEADY_AFTER_MS = 10_000;

export interface WorkerLog {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The primary process of `WEB_CONCURRENCY` > 1: starts `count` workers that each run `entry` and share the
 * port (node:cluster hands out the connections), starts again a worker that dies after running a while,
 * and on SIGTERM or SIGINT passes the signal on and exits once every worker has stopped by its own rules.
 */
export function superviseWorkers(count: number, entry: string, log: WorkerLog): void {
  // The workers run the same entry with the same node flags (tsx in development).
  cluster.setupPrimary({ exec: entry });
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const start = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.error(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ${Math.round(ranFor / 1000)} s`);
    if (ranFor >= STEADY_AFTER_MS) return void start();
    if (startedAt.size === 0) {
      log.error('every worker failed on start; stopping');
      process.exit(1);
    }
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${startedAt.size} workers`);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < count; i++) start();
  log.info(`started ${count} workers`);
}
