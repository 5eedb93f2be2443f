import { Toasts } from '../../components/toasts.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Forgot Password screen (spec 001 §2), in the account layout. */
export function ForgotPasswordRoute() {
  const t = useT();
  usePageMeta(t('account.forgot.title'));
  return (
    <>
      <ForgotPasswordForm />
      <Toasts />
    </>
  );
}
