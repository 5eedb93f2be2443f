import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeleteReason } from '@wiy/shared/account-rules';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const deleteStatusKey = ['account', 'delete-status'] as const;

/** GET /lom/check/deletestatus: Message 'Requested' once the deletion was asked for. */
const deleteStatusOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...deleteStatusKey, token],
    queryFn: ({ signal }) => apiGet('/lom/check/deletestatus', { auth: true, signal }),
    enabled: Boolean(token),
    staleTime: 0,
  });

export function useDeleteStatus(token: string | null) {
  return useQuery(deleteStatusOptions(token));
}

/** POST /lom/delete/account with the password, reason and description. */
function deleteAccount(input: { password: string; reason: DeleteReason; description: string }): Promise<{ Success: string }> {
  return apiPost('/lom/delete/account', { body: input, auth: true });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => client.invalidateQueries({ queryKey: deleteStatusKey }) });
}
