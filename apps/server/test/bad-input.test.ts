import { tracingChannel } from 'node:diagnostics_channel';
import net from 'node:net';
import { EXPORT_ORDER, type ExportSection } from '@wiy/shared/admin-transfer.schema';
import { contentInputSchema } from '@wiy/shared/admin.schema';
import { sourceTransferSchema } from '@wiy/shared/sources.schema';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemoContent } from '../src/seed/seed.ts';
import { toJsonSchema } from '../src/lib/json-schema.ts';
import { signIn } from './auth.ts';
import { NUL_TEXT, NUMBER_LIKE_TEXT, operationsOf, sectionWireSchema, type Operation, type Schema } from './hostile-input.ts';
import { describeEachDatabase, type TestContext } from './helper.ts';

/**
 * No input reaches a 5xx. Every route of the OpenAPI document is called with generated
 * hostile input (wrong types, NUL, over-long text, infinite numbers, bodies that are not JSON), anonymously
 * and as an admin; every answer must be below 500, a refusal must be `{ "Error": "…" }`, and no answer
 * may show a stack. Then each finding of the probe, one by one.
 */

interface Answer {
  statusCode: number;
  body: string;
}

/** Values that pass the console's and the account's own checks (a link, a media path, a date, a phone). */
const KNOWN_VALUES = [
  'https://twitter.com/someone/status/1234567',
  'https://www.youtube.com/watch?v=abcdefghijk',
  'demo/feed-1.svg',
  '2026-11-23T10:00:00.000Z',
  'true',
  'false',
  '9876543210',
  '01:02:03',
  'Name',
];

/** Requests per documented route and engine: about 2,700 in all, a few seconds. */
const RUNS_PER_ROUTE = 60;

const HOSTILE_TEXT = [
  ...NUMBER_LIKE_TEXT,
  ' 7',
  '9'.repeat(400),
  'x'.repeat(5_000),
  ...NUL_TEXT,
  '%00',
  '../../../etc/passwd',
  '..',
  "' OR '1'='1",
  '1; DROP TABLE app_user; --',
  'ü🙂\u202e\ud800',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  '<script>alert(1)</script>',
  '\\',
  '%_\\',
];
/** Text with a NUL inside: PostgreSQL refuses it in any text value, SQLite keeps it. */
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${before}\u0000${after}`);
const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: withNul },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1_001, maxLength: 2_000 }) },
);
const hostileKey = fc.oneof(fc.constantFrom('a\u0000', '__proto__', 'constructor', 'x'.repeat(2_000), ''), fc.string({ maxLength: 10 }));
/** Any JSON value, nested a few levels, made of the hostile pieces above. */
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, false, null),
    fc.double(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;
/** Bodies that are not what any route reads: broken or odd JSON, another format, a nesting no stack holds. */
const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const oddPayload = fc.record({
  payload: fc.oneof(
    fc.constantFrom(
      'not json',
      '{"a":',
      '\u0000',
      '<a/>',
      '',
      'null',
      '1e309',
      deep,
      `{"constructor":{"prototype":{}},"a":${deep}}`,
      '{"__proto__":{"admin":true}}',
    ),
    fc.string(),
  ),
  type: fc.constantFrom(
    undefined,
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'image/png',
    'application/json; charset=utf-16',
  ),
});

/** Values a schema describes (mostly) or junk (sometimes), so that both the checks and the handlers run. */
function valueOf(schema: Schema, known: string[]): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: plausible(schema, known) }, { weight: 1, arbitrary: junk });
}

function plausible(schema: Schema, known: string[]): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  // Strings of the right type with hostile content are the point; known ids and values let handlers run.
  if (type === 'string')
    return fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: matching(schema.pattern) },
      { weight: 2, arbitrary: hostileText },
    );
  if (type === 'integer') {
    const min = Math.max(Number(schema.minimum ?? -1_000), -1_000_000);
    return fc.oneof(fc.integer({ min, max: min + 3 }), fc.integer({ min, max: Math.min(Number(schema.maximum ?? 1_000_000), 1_000_000) }));
  }
  if (type === 'number') return fc.double({ noNaN: true, min: -1e6, max: 1e6 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(valueOf((schema.items as Schema | undefined) ?? {}, known), { maxLength: 3 });
  if (type === 'object' && schema.properties) {
    const properties = Object.entries(schema.properties as Record<string, Schema>);
    const own = fc.record(Object.fromEntries(properties.map(([name, member]) => [name, valueOf(member, known)])), {
      requiredKeys: (schema.required as string[] | undefined) ?? [],
    });
    return fc.tuple(own, fc.option(fc.dictionary(hostileKey, junk, { maxKeys: 3 }))).map(([values, extra]) => ({ ...extra, ...values }));
  }
  return junk;
}

/** Strings a route's own pattern accepts; patterns beyond fast-check's reach fall back to any text. */
function matching(pattern: unknown): fc.Arbitrary<string> {
  try {
    if (typeof pattern === 'string') return fc.stringMatching(new RegExp(pattern));
  } catch {
    // A lookahead, for one: the other generators still cover such a field.
  }
  return fc.string({ maxLength: 30 });
}

/** The console's records and sources by export section, as the export answers them: valid, so that a write gets far. */
type Catalogue = Partial<Record<ExportSection | 'source', Record<string, unknown>[]>>;

/** A real record with one field made hostile: it passes every other check, so the hostile value is what is tried. */
function tampered(records: Record<string, unknown>[], known: string[]): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.constantFrom(...records), fc.nat(), fc.oneof(hostileText, junk, fc.constantFrom(...known))).map(([record, index, value]) => {
    const fields = Object.keys(record);
    return { ...record, [fields[index % fields.length]!]: value };
  });
}

/**
 * The body of a route: from its schema; when it is free-form, from the console's records (tampered real
 * ones, alone or in an import file) and from the wire schemas that read them.
 */
function bodyOf(schema: Schema | undefined, known: string[], catalogue: Catalogue): fc.Arbitrary<unknown> {
  if (!schema) return junk;
  if (schema.properties) return valueOf(schema, known);
  const sections = [...EXPORT_ORDER, 'source' as const].filter((section) => catalogue[section]?.length);
  const record = fc
    .constantFrom(...sections)
    .chain((section) => tampered(catalogue[section]!, known).map((tamperedRecord) => ({ section, record: tamperedRecord })));
  // Free-form bodies are read by the console's wire schemas: generated from those, they reach the services.
  const generated = [toJsonSchema(contentInputSchema, 'input'), toJsonSchema(sourceTransferSchema, 'input'), ...EXPORT_ORDER.map(sectionWireSchema)].map(
    (wire) => valueOf(wire, known),
  );
  return fc.oneof(
    { weight: 3, arbitrary: record.map(({ record: tamperedRecord }) => tamperedRecord) },
    { weight: 2, arbitrary: record.map(({ section, record: tamperedRecord }) => ({ version: 1, [section]: [tamperedRecord] })) },
    { weight: 1, arbitrary: fc.oneof(...generated) },
  );
}

/** A path segment: a value the route may take, encoded, or raw bytes a browser would never send. */
function segmentOf(schema: Schema, known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valueOf(schema, known).map((value) => encodeURIComponent(wellFormed(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')))),
    },
    { weight: 2, arbitrary: hostileText.map((text) => encodeURIComponent(wellFormed(text))) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%zz', '%', '..', '%2e%2e', '%2F', '', 'a/b') },
  );
}

/** A lone surrogate has no UTF-8 form: as a browser does, send the replacement character for it. */
function wellFormed(text: string): string {
  return Buffer.from(text).toString();
}

function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

interface Probe {
  method: string;
  url: string;
  who: 'anonymous' | 'admin' | 'forged';
  application: string | undefined;
  payload: string | undefined;
  type: string | undefined;
}

function probesOf(operation: Operation, known: string[], catalogue: Catalogue, appCode: string): fc.Arbitrary<Probe> {
  const inPath = operation.parameters.filter((parameter) => parameter.in === 'path');
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const segments = fc.record(Object.fromEntries(inPath.map((parameter) => [parameter.name, segmentOf(parameter.schema ?? {}, known)])));
  const query = fc.tuple(
    fc.record(Object.fromEntries(inQuery.map((parameter) => [parameter.name, fc.oneof(valueOf(parameter.schema ?? {}, known), hostileText)])), {
      requiredKeys: [],
    }),
    fc.option(fc.dictionary(hostileKey, hostileText, { maxKeys: 2 })),
  );
  const jsonBody = bodyOf(operation.body, known, catalogue).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    type: 'application/json' as string | undefined,
  }));
  const body =
    operation.method === 'GET'
      ? fc.constant({ payload: undefined, type: undefined })
      : fc.oneof({ weight: 5, arbitrary: jsonBody }, { weight: 1, arbitrary: oddPayload });
  return fc
    .record({
      segments,
      query,
      body,
      // Admin twice as often: most of the API sits behind a sign-in.
      who: fc.constantFrom('anonymous' as const, 'admin' as const, 'admin' as const, 'forged' as const),
      application: fc.oneof(
        { weight: 9, arbitrary: fc.constant<string | undefined>(appCode) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'other', 'x'.repeat(300)) },
      ),
    })
    .map(({ segments: values, query: [documented, extra], body: { payload, type }, who, application }) => ({
      method: operation.method,
      url: operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '') + queryString({ ...extra, ...documented }),
      who,
      application,
      payload,
      type,
    }));
}

/** Status below 500; a refusal in the app's shape; no stack anywhere. */
function expectSafe(answer: Answer, what: string): void {
  expect(answer.statusCode, what).toBeLessThan(500);
  expect(answer.body, what).not.toMatch(/\n\s+at |"stack"/);
  if (answer.statusCode >= 400) expect(typeof (JSON.parse(answer.body) as { Error?: unknown }).Error, what).toBe('string');
}

/**
 * Bytes written straight to the server, as no HTTP client would send them; the answer read until the server
 * closes the connection (send `Connection: close` in a request it would otherwise keep open).
 */
function exchange(port: number, bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ statusCode: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf('\r\n\r\n') + 4) }));
  });
}

/**
 * The app on a real socket, logging at warn to a list. At warn, as in a quiet production, nothing reads
 * the socket's address before the handler does; an info log of each request would, and hide the failure.
 */
async function listening(ctx: TestContext) {
  const lines: string[] = [];
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    clock: ctx.clock,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  const requestErrors = () => lines.map((line) => JSON.parse(line) as { level: number; reqId?: string }).filter((entry) => entry.level >= 50 && entry.reqId);
  return { app, port, requestErrors };
}

/** Resolves once the handler of a request to `url` has finished, answer sent or not (Fastify's tracing channel). */
function handlerFinished(url: string): Promise<void> {
  const channel = tracingChannel<string, { request: { url: string } }>('fastify.request.handler');
  return new Promise((resolve) => {
    const ignore = () => undefined;
    const subscribers = {
      start: ignore,
      end: ignore,
      asyncStart: ignore,
      error: ignore,
      asyncEnd: (message: { request: { url: string } }) => {
        if (message.request.url !== url) return;
        channel.unsubscribe(subscribers);
        resolve();
      },
    };
    channel.subscribe(subscribers);
  });
}

describeEachDatabase(
  'hostile input',
  (ctx) => {
    const send = (probe: Probe, token: string) =>
      ctx().app.inject({
        method: probe.method as InjectOptions['method'],
        url: probe.url,
        headers: {
          ...(probe.application === undefined ? {} : { application: probe.application }),
          ...(probe.type === undefined ? {} : { 'content-type': probe.type }),
          ...(probe.who === 'admin'
            ? { authorization: `Bearer ${token}` }
            : probe.who === 'forged'
              ? { authorization: `Bearer ${token.slice(0, -4)}AAAA` }
              : {}),
        },
        payload: probe.payload,
      });

    it('answers every documented route below 500, in the error shape, without a stack, whatever it is sent', { timeout: 120_000 }, async () => {
      const { database, config, clock } = ctx();
      await seedDemoContent(database.db, ctx().app.media, clock.now(), config.shortName);
      // The demo has no source; one makes the import's source section a real record to tamper with.
      const now = clock.now().toISOString();
      await database.db
        .insertInto('source')
        .values({
          uni_id: 'fuzzed-blog',
          name: 'A blog',
          url: 'https://blog.example/',
          feed_url: 'https://blog.example/feed.xml',
          interval_minutes: 60,
          category_id: null,
          sub_category_id: null,
          hot_topic_id: null,
          mode: 'hold',
          hold_words: '["giveaway"]',
          reject_words: '[]',
          daily_cap: 5,
          enabled: 1,
          created: now,
          updated: now,
          next_poll_at: now,
        })
        .execute();
      const exported = await ctx().call({ method: 'GET', url: '/api/admin/export', headers: (await signIn(ctx(), 'admin')).headers });
      const catalogue = exported.json() as Catalogue;
      const ids = [...exported.body.matchAll(/"(?:uni_id|id)":"([^"]+)"/g)].map((match) => match[1]!);
      const known = [...new Set([...ids, ...KNOWN_VALUES, config.shortName])];
      const document = (await ctx().call({ method: 'GET', url: '/api/openapi.json' })).json();
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(40);
      for (const operation of operations) {
        // A fresh admin per route: a route may sign its caller out, delete or demote them.
        const { token } = await signIn(ctx(), 'admin');
        await fc.assert(
          fc.asyncProperty(probesOf(operation, known, catalogue, config.shortName), async (probe) => {
            expectSafe(await send(probe, token), `${probe.method} ${probe.url.slice(0, 200)} as ${probe.who}`);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    });

    it.each(['/api/get/list/channel', '/api/get_parent_topic', '/api/get_feed'])('refuses an infinite page number on %s', async (route) => {
      for (const page of ['Infinity', '-Infinity', '1e309']) {
        const answer = await ctx().call({ method: 'GET', url: `${route}/${page}` });
        expect(answer.statusCode, page).toBe(400);
        expect(answer.json().Error).toMatch(/^Invalid params\/page: must be (<=|>=)/);
      }
    });

    it('refuses NUL in a body, a path and a query, before any query runs', async () => {
      const admin = await signIn(ctx(), 'admin');
      const calls = [
        { method: 'POST', url: '/authenticate', payload: { username: 'a\u0000b', password: 'secret' } },
        { method: 'POST', url: '/api/get/record/searchValue', payload: { tableName: 'wiy_list_channel', searchValue: 'a\u0000' } },
        { method: 'GET', url: '/api/get/all/channel/recipe/a%00b/lang1/1' },
        { method: 'GET', url: '/api/get/channel/feed_list/chan1/cat1/1?search=a%00' },
        { method: 'GET', url: '/api/site_search?q=a%00' },
        { method: 'POST', url: '/firebase/subscribe', payload: { recipientToken: 'token\u0000', topic: 'wiy', application_name: 'wiy' } },
        {
          method: 'POST',
          url: '/lom/save/spent/time',
          headers: admin.headers,
          payload: { userId: 'u\u0000', startTime: '2026-11-23T09:00:00.000Z', endTime: '2026-11-23T10:00:00.000Z', timeSpent: '3600' },
        },
        { method: 'PUT', url: '/api/admin/records/category/cat1', headers: admin.headers, payload: { uni_id: 'cat1', u_name: 'n\u0000', u_label: 'Label' } },
        {
          method: 'POST',
          url: '/api/admin/import',
          headers: admin.headers,
          payload: { version: 1, category: [{ uni_id: 'cat1', u_name: 'name', u_label: 'l\u0000' }] },
        },
      ] as const;
      for (const call of calls) {
        const answer = await ctx().call(call);
        expect(answer.statusCode, call.url).toBe(400);
        expect(answer.json().Error, call.url).toMatch(/^Invalid .*(NUL|\\u0000)/);
      }
    });

    it('answers a request without Host with the JSON 400, and still serves HTTP/1.0, which has no Host', async () => {
      const { app, port } = await listening(ctx());
      try {
        const answer = await exchange(port, `GET /api/get_feed/1 HTTP/1.1\r\nConnection: close\r\nApplication: ${ctx().config.shortName}\r\n\r\n`);
        expect(answer.statusCode).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({ Error: 'Missing Host header' });
        expect((await exchange(port, `GET /api/get_feed/1 HTTP/1.0\r\nApplication: ${ctx().config.shortName}\r\n\r\n`)).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('answers bytes that are not HTTP with the JSON 400', async () => {
      const { app, port } = await listening(ctx());
      try {
        const answer = await exchange(port, 'garbage\r\n\r\n');
        expect(answer.statusCode).toBe(400);
        expect(JSON.parse(answer.body)).toEqual({ Error: expect.any(String) });
      } finally {
        await app.close();
      }
    });

    it('logs no server fault when garbage follows a request on the same connection', async () => {
      const { app, port, requestErrors } = await listening(ctx());
      try {
        const url = '/lom/save/user/ipaddress';
        const finished = handlerFinished(url);
        const answer = await exchange(port, `GET ${url} HTTP/1.1\r\nHost: x\r\nApplication: ${ctx().config.shortName}\r\n\r\nGARBAGE \u0000\r\n\r\n`);
        await finished;
        expectSafe(answer, 'pipelined garbage');
        expect(requestErrors()).toEqual([]);
      } finally {
        await app.close();
      }
    });
  },
  {
    env: {
      // Per-address limits raised so that the handlers run; a 429 is still a fine answer.
      PER_ADDRESS_LIMIT_FACTOR: '1000',
      OTP_MAX_PER_IP_HOUR: '100000',
      SMS_PER_HOUR: '100000',
      // A console link lookup gives up at once instead of asking the platforms on the Internet.
      OEMBED_ENDPOINTS: 'none',
      METADATA_TIMEOUT_MS: '1',
    },
  },
);
