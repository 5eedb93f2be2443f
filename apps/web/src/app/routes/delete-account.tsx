import { Toasts } from '../../components/toasts.tsx';
import { DeleteAccount } from '../../features/account/components/delete-account.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Delete Account screen (spec 001 §2), in the account layout. */
export function DeleteAccountRoute() {
  usePageMeta('Delete Account');
  return (
    <>
      <DeleteAccount />
      <Toasts />
    </>
  );
}
