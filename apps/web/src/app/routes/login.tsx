import { useEffect } from 'react';
import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';

/** The Login screen (spec 001 §2), in the account layout. */
export function LoginRoute() {
  useEffect(() => {
    document.title = 'Login';
  }, []);
  return (
    <>
      <LoginForm />
      <AccountToasts />
    </>
  );
}
