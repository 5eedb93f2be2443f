import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordEntity } from '@wiy/shared/admin.schema';
import { apiPost, apiPut } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const saveRecord = ({ entity, id, body }: { entity: RecordEntity; id?: string | undefined; body: Record<string, unknown> }) =>
  id
    ? apiPut('/api/admin/records/{entity}/{id}', { params: { path: { entity, id } }, body, auth: true })
    : apiPost('/api/admin/records/{entity}', { params: { path: { entity } }, body, auth: true });

export function useSaveRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRecord, onSuccess: (_saved, { entity }) => client.invalidateQueries({ queryKey: adminKeys.records(entity) }) });
}
