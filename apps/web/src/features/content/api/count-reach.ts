import type { ReachKind } from '@wiy/shared/reach.schema';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * Counts an open of an item's detail or a click out to its platform (decision 098). Sent as a beacon, so that a
 * click survives the reader leaving; a failure is ignored, since a count is not worth bothering a reader with.
 */
export function countReach(uniId: string, kind: ReachKind): void {
  apiPost('/api/reach/{uniId}/{kind}', { params: { path: { uniId, kind } }, beacon: true }).catch(() => undefined);
}
