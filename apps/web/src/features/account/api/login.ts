import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer } from '@wiy/shared/account.schema';
import { apiPost } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

/** POST /authenticate (spec 001 §7). A refusal throws ApiError with the server's error text. */
function login(input: { username: string; password: string }): Promise<LoginAnswer> {
  return apiPost('/authenticate', { body: { ...input, application: appConfig.shortName } });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
