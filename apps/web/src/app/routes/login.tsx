import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Login screen (spec 001 §2), in the account layout. */
export function LoginRoute() {
  useDocumentTitle('Login');
  return (
    <>
      <LoginForm />
      <AccountToasts />
    </>
  );
}
