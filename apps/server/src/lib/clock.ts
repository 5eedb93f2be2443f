/** The time source the services read, so tests move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and advances by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-11-23T10:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
