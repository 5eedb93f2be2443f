import cluster from 'node:cluster';
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
// prom-client's workers answer the primary's gathering only once an AggregatorRegistry was made in them.
if (cluster.isWorker) new AggregatorRegistry();

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
interface MetricsMessage {
  type: typeof ASK | typeof ANSWER;
  id: number;
  text?: string;
}

/**
 * Called once in the primary of `WEB_CONCURRENCY` > 1: a scrape reaches one worker, which asks the primary,
 * which gathers and sums every worker's registry (prom-client's AggregatorRegistry).
 */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsMessage) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, text: `# gathering failed: ${error.message}\n` }),
    );
  });
}

let asked = 0;
let listening = false;
const waiting = new Map<number, (text: string) => void>();

/** The exposition text: this process's, or, in a cluster worker, every worker's through the primary. */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  if (!listening) {
    listening = true;
    process.on('message', (message: MetricsMessage) => {
      if (message?.type === ANSWER) waiting.get(message.id)?.(message.text ?? '');
    });
  }
  const id = ++asked;
  return new Promise((resolve) => {
    waiting.set(id, (text) => {
      waiting.delete(id);
      resolve(text);
    });
    process.send!({ type: ASK, id });
  });
}

export const METRICS_CONTENT_TYPE = register.contentType;
