import { Toasts } from '../../components/toasts.tsx';
import { SignUpForm } from '../../features/account/components/sign-up-form.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Sign Up screen (spec 001 §2), in the account layout. */
export function SignUpRoute() {
  usePageMeta('Sign Up');
  return (
    <>
      <SignUpForm />
      <Toasts />
    </>
  );
}
