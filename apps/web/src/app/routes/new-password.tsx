import { Toasts } from '../../components/toasts.tsx';
import { NewPasswordForm } from '../../features/account/components/new-password-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Reset Password screen (spec 001 §2), in the account layout. */
export function NewPasswordRoute() {
  usePageMeta('Reset Password');
  return (
    <>
      <NewPasswordForm />
      <Toasts />
    </>
  );
}
