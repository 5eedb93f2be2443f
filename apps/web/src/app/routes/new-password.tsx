import { Toasts } from '../../components/toasts.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Reset Password screen (spec 001 §2), in the account layout. */
export function NewPasswordRoute() {
  const t = useT();
  usePageMeta(t('account.newPassword.title'));
  return (
    <>
      <NewPasswordForm />
      <Toasts />
    </>
  );
}
