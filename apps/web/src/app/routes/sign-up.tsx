import { useEffect } from 'react';
import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { SignUpForm } from '../../features/account/components/sign-up-form.tsx';

/** The Sign Up screen (spec 001 §2), in the account layout. */
export function SignUpRoute() {
  useEffect(() => {
    document.title = 'Sign Up';
  }, []);
  return (
    <>
      <SignUpForm />
      <AccountToasts />
    </>
  );
}
