import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

// The file is handed to the curator as it comes: the console never reads into it.
const exportAll = () => apiGet('/api/admin/export', { auth: true });

/**
 * Whatever the file holds goes as it is, an object or not: the server's refusal is what the screen shows. Only its
 * reach figures stay behind: an import does not read them (decision 098), and they are what grows with every day
 * an installation runs, so that a large one's export would otherwise outgrow what an import takes (50 MB).
 */
const importAll = (file: unknown) => apiPost('/api/admin/import', { body: withoutReach(file) as Record<string, unknown>, auth: true });

function withoutReach(file: unknown): unknown {
  if (!file || typeof file !== 'object' || Array.isArray(file)) return file;
  const { reach: _reach, ...curated } = file as Record<string, unknown>;
  return curated;
}

export function useExportAll() {
  return useMutation({ mutationFn: exportAll });
}

export function useImportAll() {
  const client = useQueryClient();
  return useMutation({ mutationFn: importAll, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
