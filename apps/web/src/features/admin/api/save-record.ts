import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntityRecord, RecordEntity } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const saveRecord = ({ entity, id, body }: { entity: RecordEntity; id?: string | undefined; body: Record<string, unknown> }) =>
  apiRequest<EntityRecord>(id ? `/api/admin/records/${entity}/${encodeURIComponent(id)}` : `/api/admin/records/${entity}`, {
    method: id ? 'PUT' : 'POST',
    body,
    auth: true,
  });

export function useSaveRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRecord, onSuccess: (_saved, { entity }) => client.invalidateQueries({ queryKey: adminKeys.records(entity) }) });
}
