import type { ReactNode } from 'react';

/** A table that scrolls sideways on a phone; focusable and named so a keyboard can scroll it too. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
