import { useMutation } from '@tanstack/react-query';
import type { SuccessAnswer } from '@wiy/shared/account.schema';
import { apiPost } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

const application = appConfig.shortName;

/** POST /lom/set/mobile/matchOtp/external: the sign-up code. */
function matchSignUpOtp(input: { mobile: string; otp: string }): Promise<SuccessAnswer> {
  return apiPost('/lom/set/mobile/matchOtp/external', { body: { ...input, application } });
}

/** POST /lom/set/matchOtp: the reset code; the answer carries the reset token. */
function matchResetOtp(input: { mobile: string; otp: string }): Promise<SuccessAnswer> {
  return apiPost('/lom/set/matchOtp', { body: { user_name: input.mobile, otp: input.otp, application } });
}

/** POST /lom/set/resend/otp/external: another sign-up code. */
function resendSignUpOtp(mobile: string): Promise<{ Message: string }> {
  return apiPost('/lom/set/resend/otp/external', { body: { mobile, application } });
}

/** POST /lom/set/forgetpassword: a reset code (first, or again with resend_otp 'true'). */
function requestResetOtp(mobile: string, resend: boolean): Promise<{ Message: string }> {
  return apiPost('/lom/set/forgetpassword', { body: { user_name: mobile, application, resend_otp: resend ? 'true' : 'false' } });
}

export function useRequestResetOtp() {
  return useMutation({ mutationFn: (mobile: string) => requestResetOtp(mobile, false) });
}

/** The OTP screen's two calls, by the flow the stored register flag names. */
export function useMatchOtp(register: boolean) {
  return useMutation({ mutationFn: register ? matchSignUpOtp : matchResetOtp });
}

export function useResendOtp(register: boolean) {
  return useMutation({ mutationFn: (mobile: string) => (register ? resendSignUpOtp(mobile) : requestResetOtp(mobile, true)) });
}
