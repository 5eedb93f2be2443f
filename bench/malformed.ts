/**
 * The malformed-request probe: tens of thousands of hostile requests over real HTTP, spread over
 * every route of the server's OpenAPI document, plus raw-socket cases no HTTP client would send. Every case
 * is a function of its index and one seed, so two runs send the same bytes in the same mix.
 */
import http from 'node:http';
import { httpCase, type HttpCase } from './malformed-requests.ts';
import { rawCase, sendRaw, type Answer } from './malformed-raw.ts';
import type { Operation } from '../apps/server/test/bench-entry.ts';

export interface ProbeTally {
  requests: number;
  rawCases: number;
  byClass: Record<string, number>;
  byStatus: Record<number, number>;
  byKind: Record<string, Record<string, number>>;
  /** 4xx whose body is not a JSON object with an `Error` string. */
  notJsonError: number;
  withStackTrace: number;
  /** No answer at all: the connection closed or timed out first (HTTP cases), or a raw case got none. */
  unanswered: number;
  /** Raw cases given fewer final answers than they sent requests, by case. */
  rawShort: Record<string, number>;
  unansweredCodes: Record<string, number>;
  samples: { serverErrors: string[]; notJsonError: string[]; stackTraces: string[]; unanswered: string[] };
  routes: Set<string>;
  seconds: number;
}

const STACK_TRACE = /\n\s+at \S|\bat (?:file:|node:)|node_modules\/|\/src\/\S+\.ts\b|\.ts:\d+:\d+/;

function classOf(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

function record(tally: ProbeTally, kind: string, what: string, answer: Answer, method: string): void {
  const statusClass = classOf(answer.status);
  tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
  tally.byStatus[answer.status] = (tally.byStatus[answer.status] ?? 0) + 1;
  const perKind = (tally.byKind[kind] ??= {});
  perKind[statusClass] = (perKind[statusClass] ?? 0) + 1;
  const text = answer.body.toString('utf8');
  const sample = `${what} → ${answer.status} ${text.slice(0, 300)}`;
  if (answer.status >= 500 && tally.samples.serverErrors.length < 10) tally.samples.serverErrors.push(sample);
  if (answer.status >= 400 && answer.status < 500 && method !== 'HEAD') {
    let isError = false;
    try {
      const parsed = JSON.parse(text) as unknown;
      isError = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) && typeof (parsed as { Error?: unknown }).Error === 'string';
    } catch {
      isError = false;
    }
    if (!isError || !answer.contentType.startsWith('application/json')) {
      tally.notJsonError++;
      if (tally.samples.notJsonError.length < 10) tally.samples.notJsonError.push(`${sample} (${answer.contentType || 'no content type'})`);
    }
  }
  if (STACK_TRACE.test(text)) {
    tally.withStackTrace++;
    if (tally.samples.stackTraces.length < 5) tally.samples.stackTraces.push(sample);
  }
}

function unanswered(tally: ProbeTally, kind: string, what: string, code: string): void {
  tally.unanswered++;
  tally.unansweredCodes[code] = (tally.unansweredCodes[code] ?? 0) + 1;
  const perKind = (tally.byKind[kind] ??= {});
  perKind.none = (perKind.none ?? 0) + 1;
  if (tally.samples.unanswered.length < 10) tally.samples.unanswered.push(`${what} → ${code}`);
}

const ANSWER_LIMIT = 256 * 1024;

function send(agent: http.Agent, port: number, request: HttpCase): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) };
    const outgoing = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, agent, timeout: 20_000 }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= ANSWER_LIMIT) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

export interface ProbeOptions {
  port: number;
  operations: Operation[];
  adminToken: string | undefined;
  requests: number;
  seed: number;
  concurrency: number;
  /** One case in this many is a raw-socket case. */
  rawEvery: number;
}

/** Sends `requests` cases, `concurrency` at a time, and counts what came back. */
export async function probe(options: ProbeOptions): Promise<ProbeTally> {
  const tally: ProbeTally = {
    requests: 0,
    rawCases: 0,
    byClass: {},
    byStatus: {},
    byKind: {},
    notJsonError: 0,
    withStackTrace: 0,
    unanswered: 0,
    rawShort: {},
    unansweredCodes: {},
    samples: { serverErrors: [], notJsonError: [], stackTraces: [], unanswered: [] },
    routes: new Set(),
    seconds: 0,
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = { port: options.port, adminToken: options.adminToken };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < options.requests; index = next++) {
      if (index % options.rawEvery === options.rawEvery - 1) {
        const raw = rawCase(index, options.seed, options.port);
        const { answers, code } = await sendRaw(options.port, raw.bytes);
        tally.rawCases++;
        tally.requests++;
        if (!answers.length) unanswered(tally, 'raw socket', `raw: ${raw.name}`, code);
        else if (answers.filter((answer) => answer.status >= 200).length < raw.requests) tally.rawShort[raw.name] = (tally.rawShort[raw.name] ?? 0) + 1;
        for (const answer of answers) record(tally, 'raw socket', `raw: ${raw.name}`, answer, 'GET');
        continue;
      }
      const request = httpCase(index, options.seed, options.operations, target);
      tally.requests++;
      tally.routes.add(request.route);
      const what = `${request.method} ${request.path.slice(0, 120)} [${request.kind}]`;
      try {
        record(tally, request.kind, what, await send(agent, options.port, request), request.method);
      } catch (error) {
        unanswered(tally, request.kind, what, (error as NodeJS.ErrnoException).code ?? (error as Error).message);
      }
      if (index % 10_000 === 0 && index) console.log(`  … ${index} requests`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  agent.destroy();
  tally.seconds = (performance.now() - started) / 1000;
  return tally;
}
