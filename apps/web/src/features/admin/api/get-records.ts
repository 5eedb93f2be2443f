import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityRecord, Paged, RecordEntity } from '@wiy/shared/admin.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { freeFormAnswer } from './free-form-answer.ts';

const recordsOptions = (entity: RecordEntity, q = '', page = 1) =>
  queryOptions({
    queryKey: [...adminKeys.records(entity), q, page],
    queryFn: ({ signal }) =>
      freeFormAnswer<Paged<EntityRecord>>(apiGet('/api/admin/records/{entity}', { params: { path: { entity }, query: { q, page } }, auth: true, signal })),
    placeholderData: keepPreviousData,
  });

export function useRecords(entity: RecordEntity, q = '', page = 1) {
  return useQuery(recordsOptions(entity, q, page));
}
