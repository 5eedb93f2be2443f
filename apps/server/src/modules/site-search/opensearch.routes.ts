import { escapeMarkup } from '../../lib/escape-markup.ts';
import type { WireApp } from '../../lib/json-schema.ts';
import { requiredLinkOrigin } from '../../plugins/public-cache/public-cache.ts';

/** The search screen's address, with OpenSearch's placeholder for the reader's words. */
const SEARCH_TEMPLATE = '/search?q={searchTerms}';

/** An OpenSearch 1.1 description of the site's search, with absolute addresses at `origin`. */
function openSearchDescription(origin: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeMarkup(name)}</ShortName>
  <Description>${escapeMarkup(`Search ${name}`)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Url type="text/html" method="get" template="${escapeMarkup(`${origin}${SEARCH_TEMPLATE}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeMarkup(`${origin}/opensearch.xml`)}"/>
</OpenSearchDescription>
`;
}

/**
 * `/opensearch.xml`: lets a browser add the site as a search engine. Outside the API group, as
 * the sitemap is; written with the request's origin, and refused at a host that is not the site's (decision 204).
 */
export async function openSearchRoutes(app: WireApp): Promise<void> {
  app.get('/opensearch.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = requiredLinkOrigin(request, reply);
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/opensearchdescription+xml; charset=utf-8')
      .send(openSearchDescription(origin, app.config.displayName));
  });
}
