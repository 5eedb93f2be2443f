import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';

/**
 * Lines gathered before a write: one write for several request lines rather than a blocking write for each, which
 * took a third of the kept feed's speed at `info` (decision 232).
 */
const GATHER_BYTES = 2048;
/**
 * The most one write holds: PIPE_BUF on Linux, the most a pipe takes at once, so that workers sharing one never
 * interleave their lines; pino (sonic-boom) also measures the pending chunk at every line, which a smaller one keeps cheap.
 */
const WRITE_BYTES = 4096;
/** The longest a line waits for others, so that a quiet server's lines still reach its log within a second. */
const FLUSH_EVERY_MS = 1000;
/** The longest an exit waits for the buffered lines: a log reader that stopped reading never keeps a process from exiting. */
const EXIT_FLUSH_BOUND_MS = 2000;

/**
 * The server's log output: standard output, written in the background in chunks (pino's asynchronous destination).
 * Lines still buffered when the process ends are written by `exitOnceLogged` on a stop or a crash, and by pino
 * itself on any other exit; pino writes a `fatal` line at once.
 */
export function bufferedStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: GATHER_BYTES, maxWrite: WRITE_BYTES, periodicFlush: FLUSH_EVERY_MS });
}

/**
 * Exits with `code` once every line logged so far is written, or after a bound. pino's own flush on exit writes
 * only what is still buffered, not a chunk already being written in the background, which an exit can cut off.
 */
export function exitOnceLogged(log: FastifyBaseLogger, code: number): void {
  setTimeout(() => process.exit(code), EXIT_FLUSH_BOUND_MS);
  // Fastify's logger is pino's; its type names only what every logger has.
  (log as FastifyBaseLogger & Pick<pino.Logger, 'flush'>).flush(() => process.exit(code));
}

/**
 * An exception nothing caught (a rejection nobody handled included: Node raises it as one) is logged as a `fatal`
 * line with its stack, and the process exits with 1 as Node's own handler would, once the lines before it are written.
 */
export function logCrashes(log: FastifyBaseLogger): void {
  process.once('uncaughtException', (error, origin) => {
    log.fatal({ err: error, origin }, 'uncaught exception; exiting');
    exitOnceLogged(log, 1);
  });
}
