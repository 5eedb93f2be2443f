import type { Knowledge } from '@wiy/shared/policy.schema';
import { useLocation, useSearchParams } from 'react-router';
import { PolicyDetail } from '../../features/policies/components/policy-detail.tsx';

/** `/selectedpolicy?id=…`: one policy in full; the policy is also handed over as navigation state. */
export function PolicyPageRoute() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  return <PolicyDetail id={params.get('id') ?? ''} handed={(state as Knowledge | null) ?? undefined} />;
}
