import { sql, type RawBuilder } from 'kysely';

/**
 * A LIKE pattern that finds `text` anywhere, with `%`, `_` and the escape character itself taken as plain
 * text. Lower-cased, to be compared with a lower-cased column: LIKE is case-insensitive on SQLite but not
 * on PostgreSQL, and the two engines must answer alike.
 */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `lower(column) LIKE pattern ESCAPE '\'` for a repository's WHERE clause; the text is a bound parameter,
 * never spliced into the SQL, so quotes are plain characters too.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
