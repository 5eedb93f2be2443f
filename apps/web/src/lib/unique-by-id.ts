/** Pages joined in order, skipping any item whose `uni_id` came earlier (spec 000 §4, paging). */
export function joinPagesUnique<T extends { uni_id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      if (seen.has(item.uni_id)) continue;
      seen.add(item.uni_id);
      out.push(item);
    }
  }
  return out;
}
