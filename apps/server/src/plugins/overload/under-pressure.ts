import v8 from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PressureLimits {
  /** Mean event-loop delay over a sample past which new requests are refused. */
  maxEventLoopDelayMs: number;
  /** How long a refused caller is told to wait. */
  retryAfterSeconds: number;
  /** How often the event loop and memory are sampled. */
  sampleIntervalMs?: number;
  /** Share of what V8 may take before it gives up, past which heap in use refuses new requests (nine tenths). */
  maxHeapShare?: number;
}

/** How long a caller refused for overload is told to wait. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

const MAX_HEAP_SHARE = 0.9;

/**
 * Refuses new requests with 503 and `Retry-After` while the process is overloaded (its event loop lags, or its
 * heap nears V8's limit), so that a crowd is answered at once instead of queued until everyone times out, and
 * the process does not fall over. A route may opt out with `config: { pressureHandler: () => undefined }`
 * (the health probe).
 */
export async function registerPressureGuard(app: FastifyInstance, limits: PressureLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.round(v8.getHeapStatistics().heap_size_limit * (limits.maxHeapShare ?? MAX_HEAP_SHARE)),
    sampleInterval: limits.sampleIntervalMs ?? 1000,
    pressureHandler: refuse(limits.retryAfterSeconds),
  });
}

type PressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * The refusal in the app's error shape. The plugin sends what its handler returns (a handler that returns
 * nothing lets the request through), though its types declare no return.
 */
function refuse(retryAfterSeconds: number): PressureHandler {
  const handler = (_request: FastifyRequest, reply: FastifyReply) => {
    reply.code(503).header('retry-after', retryAfterSeconds);
    return { Error: 'The server is busy. Please try again in a moment' };
  };
  return handler as unknown as PressureHandler;
}
