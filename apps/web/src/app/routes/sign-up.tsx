import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { SignUpForm } from '../../features/account/components/sign-up-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Sign Up screen (spec 001 §2), in the account layout. */
export function SignUpRoute() {
  useDocumentTitle('Sign Up');
  return (
    <>
      <SignUpForm />
      <AccountToasts />
    </>
  );
}
