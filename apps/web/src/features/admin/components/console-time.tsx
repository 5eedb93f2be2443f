/** A time of the wire (ISO, UTC) as the console lists it: to the minute, the same for every curator. */
export function ConsoleTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{iso.slice(0, 16).replace('T', ' ')}</time>;
}
