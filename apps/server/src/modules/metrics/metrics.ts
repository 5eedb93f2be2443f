import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import type pg from 'pg';
import { onSmsCeilingRefusal } from '../account/one-time-codes/otp.service.ts';
import { onSmsOutcome } from '../account/one-time-codes/sms.transport.ts';

/**
 * Loaded only when `METRICS_TOKEN` is set: without a scraper nothing is counted.
 * The process's metrics, in prom-client's default registry (which a cluster primary can gather from every
 * worker): Node's own (event-loop delay, heap, CPU), requests by route, kept public answers, the database
 * pool, SMS and the codes the SMS ceiling refused.
 */
collectDefaultMetrics();

export const requestDuration = new Histogram({
  name: 'wiy_http_request_duration_seconds',
  help: 'Time to answer a request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

export const publicAnswers = new Counter({
  name: 'wiy_public_answers_total',
  help: 'Public reads answered from kept bytes (kept) or built from the database (built)',
  labelNames: ['result'] as const,
});

const smsMessages = new Counter({
  name: 'wiy_sms_total',
  help: 'One-time-code messages handed to the SMS transport, by transport and outcome',
  labelNames: ['transport', 'outcome'] as const,
});
onSmsOutcome((transport, outcome) => smsMessages.inc({ transport, outcome }));

const smsCeilingRefusals = new Counter({
  name: 'wiy_sms_ceiling_refusals_total',
  help: 'One-time codes refused because the site made SMS_PER_HOUR of them in the last hour',
});
onSmsCeilingRefusal(() => smsCeilingRefusals.inc());

let watchedPool: pg.Pool | undefined;

new Gauge({
  name: 'wiy_db_pool_connections',
  help: 'PostgreSQL pool connections: open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  collect() {
    if (!watchedPool) return;
    this.set({ state: 'total' }, watchedPool.totalCount);
    this.set({ state: 'idle' }, watchedPool.idleCount);
    this.set({ state: 'waiting' }, watchedPool.waitingCount);
  },
});

/** The PostgreSQL pool whose figures each scrape reads. */
export function watchPool(pool: pg.Pool): void {
  watchedPool = pool;
}

const ASK = 'wiy:metrics';
const ANSWER = 'wiy:metrics-answer';
const SHARE = 'wiy:metrics-share';
const SHARED = 'wiy:metrics-shared';
interface MetricsMessage {
  type: typeof ASK | typeof ANSWER | typeof SHARE | typeof SHARED;
  id: number;
  text?: string;
  metrics?: RegistryMetrics;
}
/** One worker's registry as it travels to the primary. */
type RegistryMetrics = Awaited<ReturnType<typeof register.getMetricsAsJSON>>;

/** A worker that has not shared its registry within this long is left out of the scrape rather than failing it. */
const SHARE_WAIT_MS = 2000;

/** Messages sent with an id, each settled by the reply that carries it back. */
function replies<T>() {
  let asked = 0;
  const waiting = new Map<number, (value: T) => void>();
  return {
    /** With `wait`, settled by `wait.late` should no reply come within `wait.ms`. */
    ask(send: (id: number) => void, wait?: { ms: number; late: T }): Promise<T> {
      const id = ++asked;
      return new Promise((resolve) => {
        const timer = wait && setTimeout(() => settle(wait.late), wait.ms);
        const settle = (value: T) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(value);
        };
        waiting.set(id, settle);
        send(id);
      });
    },
    settle(id: number, value: T) {
      waiting.get(id)?.(value);
    },
  };
}

/**
 * Called once in the primary of `WEB_CONCURRENCY` > 1: a scrape reaches one worker, which asks the primary, which
 * gathers the registry of every worker that is serving and sums them (prom-client's `AggregatorRegistry.aggregate`).
 * A worker still starting, or one that hangs, is left out after `SHARE_WAIT_MS`: the scrape still answers.
 */
export function serveClusterMetrics(): void {
  const serving = new Set<Worker>();
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker) => serving.delete(worker));
  const shares = replies<RegistryMetrics | undefined>();
  const gather = async () => {
    const all = await Promise.all([...serving].map((worker) => shares.ask((id) => worker.send({ type: SHARE, id }), { ms: SHARE_WAIT_MS, late: undefined })));
    return AggregatorRegistry.aggregate(all.filter((metrics) => metrics !== undefined)).metrics();
  };
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type === SHARED) shares.settle(message.id, message.metrics);
    if (message?.type !== ASK) return;
    gather().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, text: `# gathering failed: ${error.message}\n` }),
    );
  });
}

const gathered = replies<string>();
if (cluster.isWorker) {
  process.on('message', (message: MetricsMessage) => {
    if (message?.type === ANSWER) gathered.settle(message.id, message.text ?? '');
    if (message?.type === SHARE) void register.getMetricsAsJSON().then((metrics) => process.send!({ type: SHARED, id: message.id, metrics }));
  });
}

/** The exposition text: this process's, or, in a cluster worker, every serving worker's through the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  return gathered.ask((id) => process.send!({ type: ASK, id }));
}

export const METRICS_CONTENT_TYPE = register.contentType;
