import { Link } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePolicies } from '../api/get-knowledge-base.ts';
import { policyExcerpt } from './policy-excerpt.ts';
import '../policies.css';

/** The policy cards: title and an HTML excerpt of 200 visible characters, each opening the full policy. */
export function PolicyList() {
  const t = useT();
  const policies = usePolicies();
  if (policies.isLoading) return <LoadingIndicator />;
  const list = policies.data ?? [];
  return (
    <div className="policies">
      <h1 className="policies-title">{t('policies.title')}</h1>
      {list.length === 0 && <p className="empty">{t('common.noContent')}</p>}
      <ul className="policy-cards">
        {list.map((policy) => (
          <li key={policy.id}>
            <Link className="policy-card" to={`/selectedpolicy?id=${encodeURIComponent(policy.id)}`} state={policy} data-testid="policy-card">
              <h2 className="policy-card-title">{policy.title}</h2>
              <SafeHtml className="policy-excerpt" html={policyExcerpt(policy.html)} insideLink />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
