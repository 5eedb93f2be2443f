import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';

/** Migrations in order; the key is the name recorded in the database. Never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};
