import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { OtpVerifyForm } from '../../features/account/components/otp-verify-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Verify OTP screen (spec 001 §2), in the account layout. */
export function OtpVerifyRoute() {
  useDocumentTitle('Verify OTP');
  return (
    <>
      <OtpVerifyForm />
      <AccountToasts />
    </>
  );
}
