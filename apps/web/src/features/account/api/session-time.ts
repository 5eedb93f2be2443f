import type { SpentTime } from '@wiy/shared/account.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

/** GET /lom/save/user/ipaddress: the address the session-time records are keyed by (spec 001 §3). */
export async function getIpAddress(): Promise<string> {
  return (await apiGet('/lom/save/user/ipaddress')).ip;
}

/**
 * POST /lom/save/spent/time. A beacon survives the tab closing but carries no headers, so the app code
 * rides in the query string and the JSON goes as text/plain (the server reads both); without
 * `sendBeacon` a keepalive fetch does the same job.
 */
export function sendSpentTime(record: SpentTime): void {
  const url = `/lom/save/spent/time?application=${encodeURIComponent(appConfig.shortName)}`;
  const body = JSON.stringify(record);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }))) return;
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
}
