import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import { apiPost, apiPut } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const saveRecord = ({ entity, id, body }: { entity: RecordEntity; id?: string | undefined; body: Record<string, unknown> }) =>
  id
    ? apiPut('/api/admin/records/{entity}/{id}', { params: { path: { entity, id } }, body, auth: true })
    : apiPost('/api/admin/records/{entity}', { params: { path: { entity } }, body, auth: true });

/**
 * Saves a record, then reads the console's lists again: items, sources and other records show a record's name, and a
 * sub-category moved to another category takes its items and sources with it.
 */
export function useSaveRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRecord, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
