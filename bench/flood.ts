/**
 * A flood from one address, run as a process of its own (as autocannon is) so that its CPU is never counted
 * as the measuring process's: `node --import tsx bench/flood.ts '<FloodPlan as JSON>'`. It prints `ready`
 * when it starts sending and one JSON line of counts (a `FloodCounts`) when it is done.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface FloodPlan {
  url: string;
  /** `login`: POST /authenticate with ever new unknown numbers; `writes`: session times and push subscriptions in turn. */
  kind: 'login' | 'writes';
  seconds: number;
  /** Requests per second, sent on time whatever the answers (open loop); without it, as fast as answers come (closed loop). */
  rate?: number;
  /** Connections: the closed loop's workers, or the open loop's most requests in flight. */
  connections: number;
  /** Where numbers, session start times and tokens begin, so that runs never repeat one another's. */
  offset: number;
}

export interface FloodCounts {
  sent: number;
  /** Answers by route and status; a 429 by its reason too (`429 The server is busy`), as the limits differ in it. */
  answers: Record<string, Record<string, number>>;
  /** Connection errors and timeouts. */
  failed: number;
  /** Open loop only: requests due while every connection was busy, not sent. */
  skipped: number;
  seconds: number;
  /** This process's own CPU time over the flood, as a share of one core. */
  cpuShare: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as FloodPlan;
const { port, origin } = new URL(plan.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
const counts: FloodCounts = { sent: 0, answers: {}, failed: 0, skipped: 0, seconds: 0, cpuShare: 0 };
const SESSION_START = Date.UTC(2026, 0, 1);

/** Request number `n` of the flood: its route, headers and body. */
function request(n: number): { path: string; headers: Record<string, string>; body: string } {
  const i = plan.offset + n;
  if (plan.kind === 'login') {
    return {
      path: '/authenticate',
      headers: { application: 'wiy' },
      body: JSON.stringify({ username: String(7_000_000_000 + i), password: 'Wrong$Pass1', application: 'wiy' }),
    };
  }
  if (n % 2 === 0) {
    // A new session each time: a start no earlier request had, ten seconds long.
    const start = new Date(SESSION_START + i * 1000);
    const end = new Date(start.getTime() + 10_000);
    return {
      path: '/lom/save/spent/time',
      headers: { application: 'wiy', origin, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ userId: '127.0.0.1', startTime: start.toISOString(), endTime: end.toISOString(), timeSpent: '00:00:10' }),
    };
  }
  const recipientToken = `${i}:`.padEnd(512, 'abcdefghijklmnopqrstuvwxyz0123456789'[i % 36]!);
  return { path: '/firebase/subscribe', headers: { application: 'wiy' }, body: JSON.stringify({ recipientToken, topic: 'wiy', application_name: 'wiy' }) };
}

let inFlight = 0;

function send(n: number): Promise<void> {
  const { path, headers, body } = request(n);
  counts.sent++;
  inFlight++;
  return new Promise<void>((resolve) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent,
        timeout: 30_000,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => response.statusCode === 429 && chunks.push(chunk));
        response.on('end', () => {
          const byStatus = (counts.answers[path] ??= {});
          const reason = response.statusCode === 429 ? /"Error":"([^".]*)/.exec(Buffer.concat(chunks).toString())?.[1] : undefined;
          const key = reason ? `429 ${reason}` : String(response.statusCode);
          byStatus[key] = (byStatus[key] ?? 0) + 1;
          resolve();
        });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy());
    outgoing.on('error', () => {
      counts.failed++;
      resolve();
    });
    outgoing.end(body);
  }).finally(() => inFlight--);
}

async function main(): Promise<void> {
  console.log('ready');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + plan.seconds * 1000;
  let n = 0;
  if (plan.rate) {
    const pending = new Set<Promise<void>>();
    while (performance.now() < deadline) {
      const due = Math.floor(((performance.now() - started) / 1000) * plan.rate);
      for (; n < due; n++) {
        if (inFlight >= plan.connections) {
          counts.skipped++;
          continue;
        }
        const sent = send(n);
        pending.add(sent);
        void sent.then(() => pending.delete(sent));
      }
      // Asleep until the next request is due: waking every millisecond would cost this process a tenth of a core.
      await sleep(Math.max(1, ((n + 1) / plan.rate) * 1000 - (performance.now() - started)));
    }
    await Promise.all(pending);
  } else {
    await Promise.all(
      Array.from({ length: plan.connections }, async () => {
        while (performance.now() < deadline) await send(n++);
      }),
    );
  }
  counts.seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  counts.cpuShare = (cpu.user + cpu.system) / 1e6 / counts.seconds;
  agent.destroy();
  console.log(JSON.stringify(counts));
}

void main();
