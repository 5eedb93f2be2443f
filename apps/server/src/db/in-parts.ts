/** How many values one `in (…)` list binds: far under SQLite's and PostgreSQL's bound-parameter limits. */
const PART = 500;

/** Runs `read` over `values` in parts small enough for any engine's bound-parameter limit, its rows joined. */
export async function inParts<T>(values: string[], read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < values.length; i += PART) rows.push(...(await read(values.slice(i, i + PART))));
  return rows;
}
