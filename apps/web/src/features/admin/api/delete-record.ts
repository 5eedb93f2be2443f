import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import { apiDelete } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const deleteRecord = ({ entity, id }: { entity: RecordEntity; id: string }) =>
  apiDelete('/api/admin/records/{entity}/{id}', { params: { path: { entity, id } }, auth: true });

/** Deletes a record, then reads the console's lists again: a category deleted takes its sub-categories with it. */
export function useDeleteRecord() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRecord, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
