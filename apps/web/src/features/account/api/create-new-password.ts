import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

/** POST /lom/set/createnewpassword, with the reset token the verified code earned. */
function createNewPassword(input: { mobile: string; password: string; resetToken: string }): Promise<{ Success: string }> {
  return apiPost('/lom/set/createnewpassword', {
    body: { user_name: input.mobile, password: input.password, reset_token: input.resetToken, application: appConfig.shortName },
  });
}

export function useCreateNewPassword() {
  return useMutation({ mutationFn: createNewPassword });
}
