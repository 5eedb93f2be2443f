import { Toasts } from '../../components/toasts.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Login screen (spec 001 §2), in the account layout. */
export function LoginRoute() {
  usePageMeta('Login');
  return (
    <>
      <LoginForm />
      <Toasts />
    </>
  );
}
