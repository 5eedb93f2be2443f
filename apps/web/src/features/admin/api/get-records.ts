import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordEntity } from '@wiy/shared/admin-fields.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const recordsOptions = (entity: RecordEntity, q = '', page = 1) =>
  queryOptions({
    queryKey: [...adminKeys.records(entity), q, page],
    queryFn: ({ signal }) => apiGet('/api/admin/records/{entity}', { params: { path: { entity }, query: { q, page } }, auth: true, signal }),
    placeholderData: keepPreviousData,
  });

export function useRecords(entity: RecordEntity, q = '', page = 1) {
  return useQuery(recordsOptions(entity, q, page));
}
