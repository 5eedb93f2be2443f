import { Toasts } from '../../components/toasts.tsx';
import { DeleteAccount } from '../../features/account/components/delete-account.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The Delete Account screen (spec 001 §2), in the account layout. */
export function DeleteAccountRoute() {
  const t = useT();
  usePageMeta(t('account.deleteAccount'));
  return (
    <>
      <DeleteAccount />
      <Toasts />
    </>
  );
}
