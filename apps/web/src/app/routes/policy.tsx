import { PolicyList } from '../../features/policies/components/policy-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/policy`: the policy cards, in the account layout (spec 000 §2). */
export function PolicyRoute() {
  useDocumentTitle('Policies');
  return <PolicyList />;
}
