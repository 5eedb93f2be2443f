import { PolicyList } from '../../features/policies/components/policy-list.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/policy`: the policy cards, in the account layout (spec 000 §2). */
export function PoliciesRoute() {
  usePageMeta('Policies');
  return <PolicyList />;
}
