import { useEffect, useRef } from 'react';
import { countReach } from '../api/count-reach.ts';

/**
 * Counts one open of the item shown, once it shows in the browser (effects never run in the server's render).
 * Once per item and mount: StrictMode runs effects twice in development, and the ref, which outlives that, says
 * this item was counted.
 */
export function useCountOpen(uniId: string | undefined): void {
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (uniId === undefined || counted.current === uniId) return;
    counted.current = uniId;
    countReach(uniId, 'open');
  }, [uniId]);
}
