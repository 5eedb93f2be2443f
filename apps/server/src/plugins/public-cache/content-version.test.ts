import type { Kysely } from 'kysely';
import { expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { ContentVersion } from './content-version.ts';

/** A database whose reads of the version wait until `answer` is called (the oldest waiting, or the `which`th), counted. */
function slowDatabase() {
  const pending: Array<(row: { version: number }) => void> = [];
  const query = { select: () => query, where: () => query, executeTakeFirst: () => new Promise((resolve) => pending.push(resolve)) };
  const db = { selectFrom: () => query } as unknown as Kysely<Database>;
  return { db, reads: () => pending.length, answer: (version: number, which = 0) => pending.splice(which, 1)[0]!({ version }) };
}

it('never starts a poll while one is under way, and stops only once that one has finished', async () => {
  vi.useFakeTimers();
  try {
    const database = slowDatabase();
    const version = new ContentVersion(database.db, () => {});
    version.start(250);
    await vi.advanceTimersByTimeAsync(1000);
    expect(database.reads()).toBe(1);
    let stopped = false;
    const stopping = version.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    database.answer(7);
    await stopping;
    expect(version.current).toBe(7);
    await vi.advanceTimersByTimeAsync(1000);
    expect(database.reads()).toBe(0);
  } finally {
    vi.useRealTimers();
  }
});

it('does not move the version back when an older read ends after a newer one', async () => {
  const database = slowDatabase();
  const version = new ContentVersion(database.db, () => {});
  const poll = version.refresh();
  const afterWrite = version.refresh();
  database.answer(6, 1);
  await afterWrite;
  expect(version.current).toBe(6);
  database.answer(5);
  await poll;
  expect(version.current).toBe(6);
});
