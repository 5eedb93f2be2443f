import type { Clock } from '../../src/lib/clock.ts';

/** The system clock moved forward by hand: end-to-end tests move the real server's time with it. */
export class OffsetClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}
