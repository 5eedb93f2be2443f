import { randomBytes } from 'node:crypto';

/**
 * A new record id: 12 hex digits of milliseconds then 20 random hex digits. Lowercase hex only, so the
 * ids sort the same under SQLite's binary collation and PostgreSQL's locale collation, and newer sorts later.
 */
export function newId(now: Date = new Date()): string {
  return now.getTime().toString(16).padStart(12, '0') + randomBytes(10).toString('hex');
}
