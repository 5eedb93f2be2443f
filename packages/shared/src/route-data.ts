/**
 * The writing half of the `data` query parameter of the channel and recipe screens (spec 000 §2, decision
 * 043): base64 of a JSON object, encoded as UTF-8 first so channel names in any script survive. Shared
 * because the web app's links and the server's sitemap must write the same text; the web app reads it
 * back with `decodeRouteData` (apps/web/src/lib/route-data.ts).
 */

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
