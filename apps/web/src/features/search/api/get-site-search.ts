import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { SiteSearchAnswer } from '@wiy/shared/site-search.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions } from '../../../lib/infinite-list.ts';

async function getSiteSearchPage(q: string, page: number, signal: AbortSignal): Promise<SiteSearchAnswer> {
  return apiGet('/api/site_search', { params: { query: { q, page } }, signal });
}

/** The answers' items as a paged list's pages (what `PagedFeed` reads), the answers beside them for their marks and groups. */
function asPagedList(data: InfiniteData<SiteSearchAnswer, number>) {
  return { pages: data.pages.map((answer) => answer.record), pageParams: data.pageParams, answers: data.pages };
}

const siteSearchOptions = (q: string, from: number) =>
  pagedListOptions(
    ['search', q],
    (page, signal) => getSiteSearchPage(q, page, signal),
    from,
    (answer: SiteSearchAnswer) => answer.has_more,
  );

/**
 * The reader search for `q` from page `from`; idle while `q` is empty. Each query is its own entry, whose request is
 * cancelled when a newer query replaces it (the signal is the request's): one request in flight, and an older answer
 * never shows for a newer query. The last answer stays on screen while the next loads.
 */
export function useSiteSearch(q: string, from: number) {
  return useInfiniteQuery({ ...siteSearchOptions(q, from), enabled: q !== '', select: asPagedList, placeholderData: keepPreviousData });
}
