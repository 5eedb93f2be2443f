import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * This process's view of `content_version`, the number every write to a public table raises (migration
 * 0006). Read every `pollMs`, so a write by another process or machine is seen within that time, and at once
 * after a write this process answered (`refresh`). Until the first read, and while the database cannot be
 * read, the version is unknown (-1) and nothing counts as current.
 */
export class ContentVersion {
  #current = -1;
  /** Reads begun, and the latest of them whose answer was taken: reads may overlap (a poll and a write's refresh). */
  #reads = 0;
  #taken = 0;
  #timer: NodeJS.Timeout | undefined;
  #polling: Promise<void> | undefined;
  readonly #listeners: Array<() => void> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
  ) {}

  get current(): number {
    return this.#current;
  }

  /** Called whenever the version moves on. */
  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  async refresh(): Promise<void> {
    const read = ++this.#reads;
    let next = -1;
    try {
      next = (await this.db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst())?.version ?? -1;
    } catch (error) {
      // Told once when the database stops answering, not at every poll while it is gone.
      if (this.#current !== -1) this.onError(error);
    }
    // A read begun before one whose answer was already taken is older news: it must not move the version back.
    if (read < this.#taken) return;
    this.#taken = read;
    if (next === this.#current) return;
    this.#current = next;
    for (const listener of this.#listeners) listener();
  }

  /** Reads the version every `pollMs`; a read that outlasts `pollMs` (a slow database) is not joined by another. */
  start(pollMs: number): void {
    this.#timer = setInterval(() => {
      this.#polling ??= this.refresh().finally(() => (this.#polling = undefined));
    }, pollMs);
    this.#timer.unref();
  }

  /** Stops the polling, once a read under way has finished: none reads the database after this. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#polling;
  }
}
