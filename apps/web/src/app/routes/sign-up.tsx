import { Toasts } from '../../components/toasts.tsx';
import { SignUpForm } from '../../features/account/components/sign-up-form.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Sign Up screen (spec 001 §2), in the account layout. */
export function SignUpRoute() {
  const t = useT();
  usePageMeta(t('account.signUp.title'));
  return (
    <>
      <SignUpForm />
      <Toasts />
    </>
  );
}
