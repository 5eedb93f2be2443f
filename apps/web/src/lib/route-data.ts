/**
 * The `data` query parameter of the channel and recipe screens (spec 000 §2): base64 of a JSON object.
 * Encoded as UTF-8 first, so channel names in any script survive, and read back with every field checked,
 * so a link cut short or edited by hand gives a clear message instead of a blank screen.
 */

export type RouteDataFields = Record<string, 'string' | 'optional-string'>;

type Decoded<F extends RouteDataFields> = { [K in keyof F as F[K] extends 'string' ? K : never]: string } & {
  [K in keyof F as F[K] extends 'optional-string' ? K : never]?: string;
};

export type RouteDataResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** What a visitor reads when the link's data cannot be used. */
export const BROKEN_LINK_MESSAGE = 'This link is broken or has been changed, so the page cannot be shown.';

/** An object as the `data` parameter's value (base64, to be URL-encoded by the caller's URLSearchParams). */
export function encodeRouteData(value: Record<string, string>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A path with the object as its `data` parameter. */
export function routeWithData(path: string, value: Record<string, string>): string {
  return `${path}?${new URLSearchParams({ data: encodeRouteData(value) })}`;
}

/** The `data` parameter decoded and checked against `fields`; never throws. */
export function decodeRouteData<F extends RouteDataFields>(raw: string | null, fields: F): RouteDataResult<Decoded<F>> {
  if (!raw) return { ok: false, message: BROKEN_LINK_MESSAGE };
  let parsed: unknown;
  try {
    const binary = atob(raw.replace(/ /g, '+'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, message: BROKEN_LINK_MESSAGE };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, message: BROKEN_LINK_MESSAGE };
  const record = parsed as Record<string, unknown>;
  const value: Record<string, string> = {};
  for (const [name, kind] of Object.entries(fields)) {
    const field = record[name];
    if (field === undefined && kind === 'optional-string') continue;
    // Required fields are ids that go into API paths: an empty one is as broken as a missing one.
    const tooShort = kind === 'string' && field === '';
    if (typeof field !== 'string' || tooShort || field.length > 500) return { ok: false, message: BROKEN_LINK_MESSAGE };
    value[name] = field;
  }
  return { ok: true, value: value as Decoded<F> };
}
