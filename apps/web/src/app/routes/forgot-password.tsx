import { useEffect } from 'react';
import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';

/** The Forgot Password screen (spec 001 §2), in the account layout. */
export function ForgotPasswordRoute() {
  useEffect(() => {
    document.title = 'Forgot Password';
  }, []);
  return (
    <>
      <ForgotPasswordForm />
      <AccountToasts />
    </>
  );
}
