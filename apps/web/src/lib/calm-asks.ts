import type { ApiTransport } from '@wiy/shared/page-renderer';

/** A read that failed is not asked again sooner than this after its failure (decision 205). */
export const FAILED_ASK_GAP_MS = 5_000;

/** What a call carries at run time: a count sent as the reader leaves is kept alive (`keepalive`). */
type Init = Parameters<ApiTransport>[1] & { keepalive?: boolean };

/**
 * The calls that wait when the server asked to: reads, and the counts the app sends on its own. A reader's
 * write (a login, a save) is one ask for one act, and its screen shows the server's answer, so it goes as asked.
 */
const waits = (init: Init) => init.method === 'GET' || init.keepalive === true;

/** The time a `Retry-After` header names (seconds, or an HTTP date); undefined when it names none. */
export function retryAt(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return now + Math.max(0, seconds) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date;
}

/** `promise`, or the signal's reason as soon as it aborts (a query cancelled while its call waits). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const pause = (ms: number, signal: AbortSignal | undefined) => unlessAborted(new Promise<void>((resolve) => setTimeout(resolve, ms)), signal);

export interface CalmAsks {
  /** `send`, holding back reads and counts while the server asked to wait and while a read's failure is recent. */
  send: ApiTransport;
  /** Whether the server asked to wait and that time has not come yet. */
  serverAskedToWait: () => boolean;
}

/**
 * The browser's one record of "the server asked us to wait until T" (a 503 with `Retry-After`, or a 429 with it
 * to a read), which every read and count consults before it goes (decision 205). Once T has come, one call goes
 * and the others wait for its answer: a server still busy says so again to that one call, not to every call the
 * open page had queued. A read that failed (5xx, 429, no answer) is not asked again within `FAILED_ASK_GAP_MS`.
 * A 429 to a write is that write's own limit (a login's attempts), which its screen shows; it holds back no read.
 */
export function calmAsks(send: ApiTransport): CalmAsks {
  /** When the server said it would take calls again; 0 once it answered without asking to wait. */
  let readyAt = 0;
  /** Calls are numbered as they go; only an answer to one sent after the last wait was asked ends that wait. */
  let sent = 0;
  let waitAskedBy = 0;
  /** The one call let through after the wait, settled once its answer is read. */
  let probe: Promise<void> | undefined;
  /** When each read (method and URL) last failed, kept while it holds one back. */
  const failedAt = new Map<string, number>();

  const noteFailure = (key: string, now: number) => {
    for (const [other, at] of failedAt) if (at + FAILED_ASK_GAP_MS <= now) failedAt.delete(other);
    failedAt.set(key, now);
  };

  const gapLeft = (key: string) => (failedAt.get(key) ?? -Infinity) + FAILED_ASK_GAP_MS - Date.now();

  /** Waits for its turn; true when this call is the one that goes first after the server's wait. */
  const turn = async (key: string, signal: AbortSignal | undefined): Promise<boolean> => {
    const gap = gapLeft(key);
    if (gap > 0) await pause(gap, signal);
    for (;;) {
      if (probe) await unlessAborted(probe, signal);
      else if (readyAt === 0) return false;
      else if (readyAt > Date.now()) await pause(readyAt - Date.now(), signal);
      else return true;
    }
  };

  const ask = async (key: string, path: string, init: Init): Promise<Response> => {
    const gated = waits(init);
    const number = ++sent;
    let response: Response;
    try {
      response = await send(path, init);
    } catch (error) {
      if (gated && !init.signal?.aborted) noteFailure(key, Date.now());
      throw error;
    }
    const now = Date.now();
    const asksToWait = response.status === 503 || (response.status === 429 && init.method === 'GET');
    const until = asksToWait ? retryAt(response.headers.get('retry-after'), now) : undefined;
    if (until !== undefined) {
      readyAt = Math.max(readyAt, until);
      waitAskedBy = number;
    } else if (number > waitAskedBy) readyAt = 0;
    if (gated && (response.status >= 500 || response.status === 429)) noteFailure(key, now);
    else failedAt.delete(key);
    return response;
  };

  return {
    serverAskedToWait: () => readyAt > Date.now(),
    send: async (path, init: Init) => {
      const key = `${init.method} ${path}`;
      // Nothing to wait for: sent in this task, as a count sent while the page is left must be.
      if (!waits(init) || (readyAt === 0 && !probe && gapLeft(key) <= 0)) return ask(key, path, init);
      if (!(await turn(key, init.signal))) return ask(key, path, init);
      const answer = ask(key, path, init);
      probe = answer.then(
        () => undefined,
        () => undefined,
      );
      void probe.then(() => (probe = undefined));
      return answer;
    },
  };
}
