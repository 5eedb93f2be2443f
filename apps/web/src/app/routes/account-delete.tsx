import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { DeleteAccount } from '../../features/account/components/delete-account.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Delete Account screen (spec 001 §2), in the account layout. */
export function AccountDeleteRoute() {
  useDocumentTitle('Delete Account');
  return (
    <>
      <DeleteAccount />
      <AccountToasts />
    </>
  );
}
