import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * Sends an image file as the raw request body (the server judges it by its bytes). Not `apiPost`,
 * which sends JSON; the same headers are set here.
 */
async function uploadImage(file: Blob): Promise<{ u_image: string }> {
  const headers: Record<string, string> = { Application: appConfig.shortName, 'Content-Type': 'application/octet-stream' };
  const token = getSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/admin/media', { method: 'POST', headers, body: file });
  const data = (await response.json().catch(() => ({}))) as { Error?: string; u_image: string };
  if (!response.ok) throw new ApiError(response.status, data.Error, data);
  return data;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
