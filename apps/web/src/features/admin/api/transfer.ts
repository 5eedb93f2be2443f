import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportFile } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const exportAll = () => apiRequest<ExportFile>('/api/admin/export', { auth: true });

const importAll = (file: unknown) => apiRequest<{ imported: Record<string, number> }>('/api/admin/import', { method: 'POST', body: file, auth: true });

export function useExportAll() {
  return useMutation({ mutationFn: exportAll });
}

export function useImportAll() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importAll, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
