import type { AccountExport } from '@wiy/shared/account.schema';
import { apiGet } from '../../../lib/api-client.ts';

/** GET /api/account/export: what the server keeps of the signed-in account (decision 092). */
export function exportAccountData(): Promise<AccountExport> {
  return apiGet('/api/account/export', { auth: true });
}
