import { useEffect } from 'react';
import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { OtpVerifyForm } from '../../features/account/components/otp-verify-form.tsx';

/** The Verify OTP screen (spec 001 §2), in the account layout. */
export function OtpVerifyRoute() {
  useEffect(() => {
    document.title = 'Verify OTP';
  }, []);
  return (
    <>
      <OtpVerifyForm />
      <AccountToasts />
    </>
  );
}
