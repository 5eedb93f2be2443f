import { queryOptions, useQuery } from '@tanstack/react-query';
import { POLICY_CATEGORY } from '@wiy/shared/constants';
import type { Knowledge, KnowledgeBase } from '@wiy/shared/policy.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { appConfig } from '../../../lib/app-config.ts';

async function getKnowledgeBase(signal?: AbortSignal): Promise<KnowledgeBase> {
  return apiGet('/lom/get/knowledgebase/{product}', { params: { path: { product: appConfig.shortName } }, signal });
}

/** The policies: entries of the knowledge base's category named 'policy'. */
function selectPolicies(base: KnowledgeBase): Knowledge[] {
  return base.knowledge_categories.find((c) => c.knowledge_category_name === POLICY_CATEGORY)?.knowledge ?? [];
}

const policiesOptions = () =>
  queryOptions({
    queryKey: ['knowledge-base', appConfig.shortName],
    queryFn: ({ signal }) => getKnowledgeBase(signal),
    select: selectPolicies,
    staleTime: 10 * 60_000,
  });

export function usePolicies() {
  return useQuery(policiesOptions());
}
