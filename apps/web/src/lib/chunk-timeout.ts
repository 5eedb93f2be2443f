/** How long a screen's script chunk may take to load before it counts as failed (spec 000 §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A chunk that had not loaded within the time-out; the error boundary tells it from other failures. */
export class ChunkTimeoutError extends Error {
  constructor(ms: number) {
    super(`The screen's code did not load within ${ms / 1000} s`);
    this.name = 'ChunkTimeoutError';
  }
}

/**
 * Runs a chunk's `import()` and fails if it has not settled within `ms`. A browser's own request time-out
 * can run for minutes on a stalled mobile connection, which would leave the spinner up for as long.
 */
export function importWithin<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
