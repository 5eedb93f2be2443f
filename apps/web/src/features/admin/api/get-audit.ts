import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
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
      const query = { page: filter.page, entity: filter.entity || undefined, action: filter.action || undefined };
      return apiGet('/api/admin/audit', { params: { query }, auth: true, signal });
    },
    placeholderData: keepPreviousData,
  });

export function useAudit(filter: AuditFilter) {
  return useQuery(auditOptions(filter));
}
