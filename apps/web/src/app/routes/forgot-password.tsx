import { Toasts } from '../../components/toasts.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Forgot Password screen (spec 001 §2), in the account layout. */
export function ForgotPasswordRoute() {
  usePageMeta('Forgot Password');
  return (
    <>
      <ForgotPasswordForm />
      <Toasts />
    </>
  );
}
