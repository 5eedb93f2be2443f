import cluster from 'node:cluster';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type pino from 'pino';

/** Bytes gathered before a write: one write for several request lines, not a write for each. */
const GATHER_BYTES = 2048;
/** The size of the buffers lines are written into as they come. */
const CHUNK_BYTES = 64 * 1024;
/**
 * The most one write takes, in whole lines, when the process writes alone to its output. A write goes out once the
 * one before it is done, which a busy server learns about once per turn of its event loop, between a few hundred
 * answers: writes of 4 KB let a loaded server's lines pile up by the thousand a second (decision 232).
 */
const WRITE_BYTES = 1024 * 1024;
/**
 * The most one write takes when processes share the output (the workers of `WEB_CONCURRENCY`): PIPE_BUF, what a pipe
 * takes at once, so that their lines never interleave.
 */
const SHARED_WRITE_BYTES = 4096;
/** The most held while the log's reader is behind; the lines beyond it are counted and dropped, not kept without end. */
const HOLD_BYTES = 16 * 1024 * 1024;
/** The longest a line waits for others, so that a quiet server's lines still reach its log within a second. */
const FLUSH_EVERY_MS = 1000;
/** How long a write to an output that is full (EAGAIN) waits before it is made again. */
const RETRY_MS = 100;
/** The longest an exit waits for the buffered lines: a log reader that stopped reading never keeps a process from exiting. */
const EXIT_FLUSH_BOUND_MS = 2000;
/** The most bytes a character takes in UTF-8. */
const UTF8_MAX = 3;
const NEWLINE = 0x0a;
/** What `flushSync` waits on between tries at a full output: nothing ever wakes it. */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/**
 * The server's log output, pino's destination: each line encoded at once into a buffer (the string is garbage at
 * once, where a line held until its write outlived the young heap's collections), written to `fd` in the background,
 * one write under way at a time, each taking whole lines up to `writeBytes`, so that a stalled reader never stalls
 * the server and a loaded server's log keeps up with it. `flush` calls back once every line so far is written;
 * `flushSync` (pino's, on a `fatal` line, and at the process's exit) writes what waits at once when no write is under
 * way: one could be half done behind a full pipe, and a line written then would cut into it.
 */
export class LogOutput implements pino.DestinationStream {
  readonly #fd: number;
  readonly #writeBytes: number;
  /** Full buffers, then the one being filled, `#filled` bytes of it. */
  #chunks: Buffer[] = [];
  #filling = Buffer.allocUnsafe(CHUNK_BYTES);
  #filled = 0;
  #heldBytes = 0;
  #dropped = 0;
  #writing = false;
  #whenWritten: (() => void)[] = [];

  constructor(fd: number, { shared = false } = {}) {
    this.#fd = fd;
    this.#writeBytes = shared ? SHARED_WRITE_BYTES : WRITE_BYTES;
    setInterval(() => this.#writeNext(), FLUSH_EVERY_MS).unref();
    process.once('exit', () => this.flushSync());
  }

  write(line: string): void {
    const most = line.length * UTF8_MAX;
    if (this.#heldBytes + most > HOLD_BYTES) {
      this.#dropped++;
      return;
    }
    if (this.#filled + most > this.#filling.length) {
      this.#seal();
      if (most > CHUNK_BYTES) this.#filling = Buffer.allocUnsafe(most);
    }
    const bytes = this.#filling.write(line, this.#filled);
    this.#filled += bytes;
    this.#heldBytes += bytes;
    if (!this.#writing && this.#heldBytes >= GATHER_BYTES) this.#writeNext();
  }

  flush(done: () => void): void {
    this.#whenWritten.push(done);
    this.#writeNext();
  }

  flushSync(): void {
    if (this.#writing) return;
    const deadline = Date.now() + EXIT_FLUSH_BOUND_MS;
    for (let chunk = this.#take(); chunk.length > 0 && Date.now() < deadline;) {
      try {
        chunk = chunk.subarray(fs.writeSync(this.#fd, chunk, 0, this.#cut(chunk)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(PAUSE, 0, 0, 10);
      }
      if (chunk.length === 0) chunk = this.#take();
    }
  }

  /** Ends the buffer being filled, full, and starts another; the full one is written as it is. */
  #seal(): void {
    if (this.#filled === 0) return;
    this.#chunks.push(this.#filling.subarray(0, this.#filled));
    this.#filling = Buffer.allocUnsafe(CHUNK_BYTES);
    this.#filled = 0;
  }

  /**
   * The lines waiting, up to `WRITE_BYTES` (at least one buffer), as one buffer; a line first if some were dropped.
   * The buffer being filled is copied out and filled again, so a write of a few lines takes only their bytes.
   */
  #take(): Buffer {
    if (this.#filled > 0) {
      this.#chunks.push(Buffer.from(this.#filling.subarray(0, this.#filled)));
      this.#filled = 0;
    }
    let count = 0;
    let bytes = 0;
    while (count < this.#chunks.length && (count === 0 || bytes + this.#chunks[count]!.length <= WRITE_BYTES)) bytes += this.#chunks[count++]!.length;
    const chunks = this.#chunks.splice(0, count);
    this.#heldBytes -= bytes;
    if (this.#dropped > 0) {
      chunks.unshift(
        Buffer.from(`${JSON.stringify({ level: 40, time: Date.now(), msg: `${this.#dropped} log lines dropped: the log's reader fell behind` })}\n`),
      );
      this.#dropped = 0;
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  }

  /** How much of `chunk` one write takes: whole lines up to `#writeBytes`, or its first line when that is longer. */
  #cut(chunk: Buffer): number {
    if (chunk.length <= this.#writeBytes) return chunk.length;
    const end = chunk.lastIndexOf(NEWLINE, this.#writeBytes - 1) + 1;
    return end > 0 ? end : chunk.indexOf(NEWLINE) + 1 || chunk.length;
  }

  #writeNext(): void {
    if (this.#writing) return;
    if (this.#heldBytes === 0 && this.#dropped === 0) {
      for (const done of this.#whenWritten.splice(0)) done();
      return;
    }
    this.#writing = true;
    this.#send(this.#take());
  }

  #send(chunk: Buffer): void {
    fs.write(this.#fd, chunk, 0, this.#cut(chunk), null, (error, written) => {
      if (error?.code === 'EAGAIN') setTimeout(() => this.#send(chunk), RETRY_MS);
      else if (!error && written < chunk.length) this.#send(chunk.subarray(written));
      else {
        // Any other error (an output closed) loses this chunk; the server goes on, and so do its next lines.
        this.#writing = false;
        this.#writeNext();
      }
    });
  }
}

/**
 * The server's log output: standard output, written in the background (`LogOutput`), in writes a pipe takes at once
 * when this is one of several workers sharing it.
 */
export function bufferedStdout(): pino.DestinationStream {
  return new LogOutput(1, { shared: cluster.isWorker });
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
