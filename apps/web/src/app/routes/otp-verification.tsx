import { Toasts } from '../../components/toasts.tsx';
import { OtpVerifyForm } from '../../features/account/components/otp-verify-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Verify OTP screen (spec 001 §2), in the account layout. */
export function OtpVerificationRoute() {
  usePageMeta('Verify OTP');
  return (
    <>
      <OtpVerifyForm />
      <Toasts />
    </>
  );
}
