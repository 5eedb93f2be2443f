import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { RateLimitedError } from './rate-limited-error.ts';
import { TypicalDuration } from './typical-duration.ts';

/**
 * `Algorithm.Argon2id` of @node-rs/argon2. The library declares its algorithms as an ambient const enum,
 * which `verbatimModuleSyntax` cannot read, so its value is written here.
 */
const ARGON2ID = 2;

/** An argon2id hash of a password, with the library's recommended cost; the salt is inside the hash. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Whether `password` is the one `hash` was made from; a malformed hash is simply no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Password hashing for requests: at most `concurrency` hashes at once, at most `queue` more
 * waiting, and a refusal at once (429) past that, so that no flood of logins can take every core.
 * `imitateVerify` answers an unknown account in the time a real check takes, by waiting, not computing.
 */
export class PasswordHasher {
  private readonly gate;
  private readonly verifyTime = new TypicalDuration();

  constructor(
    private readonly concurrency: number,
    private readonly queue: number,
  ) {
    this.gate = pLimit(concurrency);
  }

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password));
  }

  /** The check's own time is measured, inside the gate: a queue's wait is not part of it. */
  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.run(() => this.verifyTime.measure(() => verifyPassword(passwordHash, password)));
  }

  /**
   * Takes as long as `verify` does, without hashing: it waits its turn in the same queue (refused as a
   * check would be when the queue is full), then the typical time of a check. The first call of a process
   * makes one real check to start the estimate.
   */
  async imitateVerify(): Promise<void> {
    if (!this.verifyTime.known) {
      await this.verify(await this.hash(randomBytes(16).toString('hex')), 'x');
      return;
    }
    await this.run(() => this.verifyTime.wait());
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    this.refuseWhenFull();
    return this.gate(work);
  }

  private refuseWhenFull(): void {
    // Counted as a whole: p-limit starts a queued task a microtask later, so its two counts alone shift.
    if (this.gate.activeCount + this.gate.pendingCount >= this.concurrency + this.queue) throw new RateLimitedError(1000, 'The server is busy');
  }
}
