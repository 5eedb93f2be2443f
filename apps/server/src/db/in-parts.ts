/** How many values one `in (…)` list binds, or rows one insert writes: far under SQLite's and PostgreSQL's bound-parameter limits. */
const PART = 500;

/** Runs `write` over `values` in parts small enough for any engine's bound-parameter limit, one part after another. */
export async function eachPart<V>(values: readonly V[], write: (part: V[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < values.length; i += PART) await write(values.slice(i, i + PART));
}

/** Runs `read` over `values` in parts small enough for any engine's bound-parameter limit, its rows joined. */
export async function inParts<T>(values: string[], read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  await eachPart(values, async (part) => rows.push(...(await read(part))));
  return rows;
}
