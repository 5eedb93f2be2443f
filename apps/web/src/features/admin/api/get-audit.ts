import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry, Paged } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface AuditFilter {
  entity: string;
  action: string;
  page: number;
}

const auditOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: [...adminKeys.audit, filter],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(filter.page) });
      if (filter.entity) params.set('entity', filter.entity);
      if (filter.action) params.set('action', filter.action);
      return apiRequest<Paged<AuditEntry>>(`/api/admin/audit?${params}`, { auth: true, signal });
    },
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter) {
  return useQuery(auditOptions(filter));
}
