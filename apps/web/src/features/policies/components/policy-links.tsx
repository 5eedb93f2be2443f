import { policyPath } from '@wiy/shared/screen-paths';
import { Link } from '../../../components/link.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePolicies } from '../api/get-knowledge-base.ts';

/** The footer's Policies heading with a link per policy title. Failures only stop the list (spec 000 §8). */
export function PolicyLinks() {
  const t = useT();
  const policies = usePolicies();
  return (
    <nav aria-labelledby="footer-policies">
      <h2 id="footer-policies" className="footer-heading">
        {t('policies.title')}
      </h2>
      <ul className="footer-links">
        {(policies.data ?? []).map((policy) => (
          <li key={policy.id}>
            <Link to={policyPath(policy.id)} state={policy}>
              {policy.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
