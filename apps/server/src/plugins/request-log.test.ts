import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { childAtFirstLine, OneLinePerRequest } from './request-log.ts';

/** Fastify's logger at `level`, keeping its lines and counting the children made of it. */
function countingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()) });
  const logger = Fastify({ logger: { level, stream } }).log;
  const made = { children: 0 };
  const child = logger.child;
  // Its children inherit this, so each counts the children made of it.
  logger.child = function (this: typeof logger, ...args: Parameters<typeof child>) {
    made.children++;
    return child.apply(this, args);
  } as typeof child;
  return { logger, lines, made };
}

const requestLogger = (parent: FastifyBaseLogger, options = {}) => childAtFirstLine.call({} as FastifyInstance, parent, { reqId: 'r-1' }, options, {} as never);

describe('a request logger', () => {
  it('makes no child for lines the level leaves out, and one at its first line written', () => {
    const { logger, lines, made } = countingLogger('warn');
    const log = requestLogger(logger);
    log.info('left out');
    log.debug({ detail: 1 }, 'left out');
    expect(made.children).toBe(0);
    log.warn({ detail: 2 }, 'first');
    log.error(new Error('second'));
    log.info('still left out');
    expect(made.children).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'r-1', detail: 2, msg: 'first' }),
      expect.objectContaining({ level: 50, reqId: 'r-1', msg: 'second' }),
    ]);
  });

  it('reads the level of the logger it writes to, and takes a level of its own', () => {
    const { logger, lines } = countingLogger('warn');
    const log = requestLogger(logger);
    expect(log.level).toBe('warn');
    log.level = 'debug';
    log.debug('now written');
    expect(logger.level).toBe('warn');
    expect(lines).toEqual([expect.objectContaining({ level: 20, reqId: 'r-1', msg: 'now written' })]);
    expect(log.child({ step: 'inner' }).level).toBe('debug');
  });

  it('is pino’s own child when the route sets a level', () => {
    const { logger, made } = countingLogger('warn');
    requestLogger(logger, { level: 'info' });
    expect(made.children).toBe(1);
  });

  it('writes a request’s line once answered as pino’s child would, without making the child', () => {
    const { logger, lines, made } = countingLogger('info');
    // What Fastify's serializers read, with a path and a version a line must escape.
    const request = {
      method: 'GET',
      url: '/a"b\\c/\u2028',
      headers: { 'accept-version': '2' },
      host: 'example.org',
      ip: '192.0.2.1',
      socket: { remotePort: 4321 },
    };
    const reply = { statusCode: 201, elapsedTime: 1.25, log: requestLogger(logger) };
    new OneLinePerRequest().requestCompleted(null, request as never, reply as never);
    expect(made.children).toBe(0);
    logger.child({ reqId: 'r-1' }).info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    const [own, pinos] = lines.map(({ time, ...line }) => (expect(time).toEqual(expect.any(Number)), line));
    expect(own).toEqual(pinos);
    expect(own).toMatchObject({
      level: 30,
      reqId: 'r-1',
      req: { url: request.url, version: '2', remotePort: 4321 },
      res: { statusCode: 201 },
      responseTime: 1.25,
    });
  });

  it('writes the line through the child a request already has', () => {
    const { logger, lines, made } = countingLogger('info');
    const log = requestLogger(logger);
    log.info('on its way');
    const request = { method: 'GET', url: '/', headers: {}, host: 'example.org', ip: '192.0.2.1', socket: { remotePort: 1 } };
    new OneLinePerRequest().requestCompleted(null, request as never, { statusCode: 200, elapsedTime: 2, log } as never);
    expect(made.children).toBe(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['r-1', 'on its way'],
      ['r-1', 'request completed'],
    ]);
  });
});
