import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordEntity } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const deleteRecord = ({ entity, id }: { entity: RecordEntity; id: string }) =>
  apiRequest(`/api/admin/records/${entity}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRecord, onSuccess: (_done, { entity }) => client.invalidateQueries({ queryKey: adminKeys.records(entity) }) });
}
