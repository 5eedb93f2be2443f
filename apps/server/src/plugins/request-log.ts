import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * One log line per request, written once it is answered: its method, address and caller (`req`), its status
 * (`res`), how long it took (`responseTime`, ms) and its id (`reqId`), as an access log has them. Fastify's own
 * controller writes two at `info`, one on arrival and one on completion, which doubled what a busy server logs to
 * say the same. The arrival is still written at `debug`: a request never answered (its caller gone, or timed out)
 * leaves that line only. What a request meets on its way (an error, a refusal) is logged under its id when it happens.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (!error && reply.log instanceof RequestLogger) return reply.log.completed(request, reply);
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
/** Fastify's logger as pino makes it. */
type ParentLogger = FastifyBaseLogger & Pick<pino.Logger, 'isLevelEnabled' | 'levels'>;

/** The parts of a pino logger that pino names in its `symbols` for libraries: what a line of its own is made of. */
interface PinoParts {
  bindings: string;
  messageKey: string;
  serializers: Partial<Record<'req' | 'res', (value: unknown) => unknown>>;
  stream: pino.DestinationStream;
  time: () => string;
}
/** Each logger's parts, read once: they are asked for at every request. */
const partsRead = new WeakMap<ParentLogger, PinoParts>();

function partsOf(logger: ParentLogger): PinoParts {
  let parts = partsRead.get(logger);
  if (parts === undefined) {
    const named = logger as unknown as Record<symbol, unknown>;
    parts = {
      bindings: named[pino.symbols.chindingsSym] as string,
      messageKey: named[pino.symbols.messageKeySym] as string,
      serializers: named[pino.symbols.serializersSym] as PinoParts['serializers'],
      stream: named[pino.symbols.streamSym] as pino.DestinationStream,
      time: named[pino.symbols.timeSym] as () => string,
    };
    partsRead.set(logger, parts);
  }
  return parts;
}

/**
 * A request's logger that becomes pino's child (the one that writes the request id in each line) only at its first
 * line. Fastify makes that child for every request, an object and the id written out as JSON; a server at
 * `warn`, as a busy one runs, logs nothing for nearly every request. A line below the server's level is dropped
 * here, as pino would drop it.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;

  constructor(parent: ParentLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && !this.#parent.isLevelEnabled(level)) return;
    const logger = this.#logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, args);
  }

  declare fatal: FastifyBaseLogger['fatal'];
  declare error: FastifyBaseLogger['error'];
  declare warn: FastifyBaseLogger['warn'];
  declare info: FastifyBaseLogger['info'];
  declare debug: FastifyBaseLogger['debug'];
  declare trace: FastifyBaseLogger['trace'];

  // One method a level, on the prototype: no function made per request.
  static {
    for (const level of LEVELS)
      this.prototype[level] = function (this: RequestLogger, ...args: unknown[]) {
        this.#write(level, args);
      };
  }

  silent(): void {}

  /**
   * The request's line once answered, at `info`. Written by pino's child when the request has one; otherwise written
   * here as that child would write it, with the same serializers, time and bindings, without making the child: pino's
   * generic path (a child for the request, then every key of the line looked at) was most of what a line cost.
   */
  completed(request: FastifyRequest, reply: FastifyReply): void {
    if (this.#child !== undefined) return this.#child.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    if (!this.#parent.isLevelEnabled('info')) return;
    const { bindings, messageKey, serializers, stream, time } = partsOf(this.#parent);
    let own = '';
    for (const key in this.#bindings) own += `,${JSON.stringify(key)}:${JSON.stringify(this.#bindings[key])}`;
    stream.write(
      `{"level":${this.#parent.levels.values.info}${time.call(this.#parent)}${bindings}${own},"req":${JSON.stringify(serializers.req!(request))}` +
        `,"res":${JSON.stringify(serializers.res!(reply))},"responseTime":${reply.elapsedTime},"${messageKey}":"request completed"}\n`,
    );
  }

  child(...args: Parameters<FastifyBaseLogger['child']>): FastifyBaseLogger {
    return this.#logger.child(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`: a `RequestLogger` for each request, unless its route sets a level or serializers
 * of its own or the logger is not pino's as Fastify makes it, with its request and reply serializers (the tests'
 * `logger: false`).
 */
export const childAtFirstLine: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  const parent = logger as ParentLogger;
  const serializers = typeof parent.isLevelEnabled === 'function' ? partsOf(parent).serializers : {};
  const fastifysPino = serializers.req !== undefined && serializers.res !== undefined;
  if (!fastifysPino || options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(parent, bindings);
};
