import { useEffect } from 'react';
import { PolicyList } from '../../features/policies/components/policy-list.tsx';

/** `/policy`: the policy cards, in the account layout (spec 000 §2). */
export function PolicyRoute() {
  useEffect(() => {
    document.title = 'Policies';
  }, []);
  return <PolicyList />;
}
