import { useEffect } from 'react';
import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';

/** The Reset Password screen (spec 001 §2), in the account layout. */
export function NewPinRoute() {
  useEffect(() => {
    document.title = 'Reset Password';
  }, []);
  return (
    <>
      <NewPasswordForm />
      <AccountToasts />
    </>
  );
}
