import { useState } from 'react';

/** The rows a curator has ticked in a console list, by id: one ticked or unticked, all set at once, or some dropped. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const select = (ids: Iterable<string>) => setSelected(new Set(ids));
  /** Unticks the rows that have left the list (decided, say), keeping the rest ticked. */
  const drop = (ids: ReadonlySet<string>) => setSelected((now) => new Set([...now].filter((id) => !ids.has(id))));
  return { selected, toggle, select, drop };
}
