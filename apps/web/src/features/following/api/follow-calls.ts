import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Follow, FollowKind } from '@wiy/shared/follows.schema';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const followsKey = ['follows'] as const;

/** The signed-in account's follows (decision 094); none before sign-in. */
export function useFollows() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...followsKey, token],
    queryFn: async (): Promise<Follow[]> => (await apiGet('/api/follows', { auth: true })).follows,
    enabled: Boolean(token),
  });
}

/** Follow or unfollow a topic, and have every list of follows read again. */
export function useChangeFollow() {
  const queryClient = useQueryClient();
  return async (kind: FollowKind, id: string, follow: boolean): Promise<void> => {
    if (follow) await apiPut('/api/follows/{kind}/{id}', { params: { path: { kind, id } }, auth: true });
    else await apiDelete('/api/follows/{kind}/{id}', { params: { path: { kind, id } }, auth: true });
    await queryClient.invalidateQueries({ queryKey: followsKey });
  };
}
