import { setTimeout as sleep } from 'node:timers/promises';

/** How much a new measurement moves the running estimate. */
const WEIGHT = 0.2;

/**
 * A running estimate (exponential moving average) of how long some work takes, so that a path that must
 * not be told apart from it (an unknown account) can take as long by waiting instead of working.
 */
export class TypicalDuration {
  private estimateMs: number | undefined;

  /** Whether any work has been measured yet. */
  get known(): boolean {
    return this.estimateMs !== undefined;
  }

  /** Runs `work` and, when it succeeds, learns how long it took. */
  async measure<T>(work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    this.estimateMs = this.estimateMs === undefined ? ms : this.estimateMs + WEIGHT * (ms - this.estimateMs);
    return result;
  }

  /** Waits the typical time (nothing before the first measurement). */
  async wait(): Promise<void> {
    if (this.estimateMs !== undefined) await sleep(this.estimateMs);
  }
}
