import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Login screen (spec 001 §2), in the account layout. */
export function LoginRoute() {
  usePageMeta('Login');
  return (
    <>
      <LoginForm />
      <AccountToasts />
    </>
  );
}
