import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityRecord, Paged, RecordEntity } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const recordsOptions = (entity: RecordEntity, q = '', page = 1) =>
  queryOptions({
    queryKey: [...adminKeys.records(entity), q, page],
    queryFn: ({ signal }) =>
      apiRequest<Paged<EntityRecord>>(`/api/admin/records/${entity}?${new URLSearchParams({ q, page: String(page) })}`, { auth: true, signal }),
    placeholderData: keepPreviousData,
  });

export function useRecords(entity: RecordEntity, q = '', page = 1) {
  return useQuery(recordsOptions(entity, q, page));
}
