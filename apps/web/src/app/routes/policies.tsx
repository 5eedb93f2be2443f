import { PolicyList } from '../../features/policies/components/policy-list.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/policy`: the policy cards, in the account layout (spec 000 §2). */
export function PoliciesRoute() {
  const t = useT();
  usePageMeta(t('policies.title'));
  return <PolicyList />;
}
