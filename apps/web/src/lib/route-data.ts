/**
 * The reading half of the `data` query parameter of the channel and recipe screens (spec 000 §2): base64
 * of a JSON object, written by `@wiy/shared/route-data`, read back with every field checked, so a link cut
 * short or edited by hand gives a clear message instead of a blank screen.
 */

export type RouteDataFields = Record<string, 'string' | 'optional-string'>;

type Decoded<F extends RouteDataFields> = { [K in keyof F as F[K] extends 'string' ? K : never]: string } & {
  [K in keyof F as F[K] extends 'optional-string' ? K : never]?: string;
};

/** A link whose data cannot be used is `{ ok: false }`: its screen shows `BrokenLink`. */
export type RouteDataResult<T> = { ok: true; value: T } | { ok: false };

/** The `data` parameter decoded and checked against `fields`; never throws. */
export function decodeRouteData<F extends RouteDataFields>(raw: string | null, fields: F): RouteDataResult<Decoded<F>> {
  if (!raw) return { ok: false };
  let parsed: unknown;
  try {
    const binary = atob(raw.replace(/ /g, '+'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false };
  const record = parsed as Record<string, unknown>;
  const value: Record<string, string> = {};
  for (const [name, kind] of Object.entries(fields)) {
    const field = record[name];
    if (field === undefined && kind === 'optional-string') continue;
    // Required fields are ids that go into API paths: an empty one is as broken as a missing one.
    const tooShort = kind === 'string' && field === '';
    if (typeof field !== 'string' || tooShort || field.length > 500) return { ok: false };
    value[name] = field;
  }
  return { ok: true, value: value as Decoded<F> };
}
