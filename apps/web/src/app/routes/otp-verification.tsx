import { Toasts } from '../../components/toasts.tsx';
import { OtpVerifyForm } from '../../features/account/components/otp-verify-form.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Verify OTP screen (spec 001 §2), in the account layout. */
export function OtpVerificationRoute() {
  const t = useT();
  usePageMeta(t('account.otp.title'));
  return (
    <>
      <OtpVerifyForm />
      <Toasts />
    </>
  );
}
