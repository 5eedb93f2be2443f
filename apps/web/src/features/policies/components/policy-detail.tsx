import type { Knowledge } from '@wiy/shared/policy.schema';
import { Link } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { htmlToText, SafeHtml } from '../../../components/safe-html.tsx';
import { usePolicies } from '../api/get-knowledge-base.ts';
import { useNotFound, usePageMeta } from '../../../lib/use-page-meta.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import '../policies.css';

/**
 * One policy in full. The policy handed over as navigation state shows at once; after a reload or from
 * a shared link it is found by id in the knowledge base.
 */
export function PolicyDetail({ id, handed }: { id: string; handed: Knowledge | undefined }) {
  const t = useT();
  const policies = usePolicies();
  const policy = policies.data?.find((p) => p.id === id) ?? (handed?.id === id ? handed : undefined);
  usePageMeta(policy?.title, { description: policy && htmlToText(policy.html), type: 'article' });
  useNotFound(!policy && !policies.isLoading);

  if (!policy && policies.isLoading) return <LoadingIndicator />;
  return (
    <article className="policy">
      <p>
        <Link to="/policy">{t('policies.all')}</Link>
      </p>
      {policy ? (
        <>
          <h1 className="policies-title">{policy.title}</h1>
          <SafeHtml className="policy-html" html={policy.html} />
        </>
      ) : (
        <p className="empty">{t('common.noContent')}</p>
      )}
    </article>
  );
}
