import { Toasts } from '../../components/toasts.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Login screen (spec 001 §2), in the account layout. */
export function LoginRoute() {
  const t = useT();
  usePageMeta(t('account.login.title'));
  return (
    <>
      <LoginForm />
      <Toasts />
    </>
  );
}
