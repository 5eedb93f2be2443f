import { useEffect } from 'react';
import { AccountToasts } from '../../features/account/components/account-ui.tsx';
import { DeleteAccount } from '../../features/account/components/delete-account.tsx';

/** The Delete Account screen (spec 001 §2), in the account layout. */
export function AccountDeleteRoute() {
  useEffect(() => {
    document.title = 'Delete Account';
  }, []);
  return (
    <>
      <DeleteAccount />
      <AccountToasts />
    </>
  );
}
