import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

// The file is handed to the curator as it comes: the console never reads into it.
const exportAll = () => apiGet('/api/admin/export', { auth: true });

// Whatever the file holds goes as it is, an object or not: the server's refusal is what the screen shows.
const importAll = (file: unknown) => apiPost('/api/admin/import', { body: file as Record<string, unknown>, auth: true });

export function useExportAll() {
  return useMutation({ mutationFn: exportAll });
}

export function useImportAll() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importAll, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
