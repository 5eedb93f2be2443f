import { ALL_CATEGORY } from '@wiy/shared/categories';
import { POLICY_CATEGORY } from '@wiy/shared/constants';
import { categoryFeedPath, channelFeedPath, contentPath, hotTopicPath, policyPath } from '@wiy/shared/screen-paths';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { escapeMarkup } from '../../lib/escape-markup.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { presentChannel } from '../channels/channels.presenter.ts';
import type { ChannelsRepository } from '../channels/channels.repository.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';
import type { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';
import type { PoliciesRepository } from '../policies/policies.repository.ts';
import { CLIENT_RENDERED_SCREENS } from '@wiy/shared/page-renderer';

/** The sitemaps.org protocol's limit of URLs in one sitemap file. */
export const URLS_PER_FILE = 50_000;
/** How long a built sitemap serves before the database is read again. */
export const SITEMAP_CACHE_MS = 5 * 60_000;
/** Rows read per query while walking a table: bounds the memory a build holds besides its output. */
export const ROWS_PER_READ = 1_000;

/** The public screens without a record of their own. */
const FIXED_PATHS = ['/', '/content-list', '/list-category-channel', '/recipe-channel-list', '/policy'];

/**
 * Paths crawlers are kept out of: the console and the account screens (they show nothing public), and the
 * API (the pages arrive rendered with their data, so a crawler needs no call of its own).
 */
const DISALLOWED_PATHS = ['/api/', ...CLIENT_RENDERED_SCREENS];

interface SiteMapEntry {
  path: string;
  lastmod?: string;
}

export interface SiteMapDependencies {
  feeds: FeedRepository;
  categories: CategoriesService;
  hotTopics: HotTopicsRepository;
  channels: ChannelsRepository;
  knowledge: PoliciesRepository;
  clock: Clock;
  /** The knowledge base whose 'policy' category holds the policies (the app's short name, as the web app asks). */
  product: string;
  /** URLs in one sitemap file; past it `/sitemap.xml` is an index. */
  urlsPerFile: number;
  rowsPerRead: number;
}

/**
 * robots.txt: everything public allowed, the private paths refused, and where the sitemap is; without an origin
 * (a host that is not the site's, where the sitemap is not served) the rules alone (decision 204).
 */
export function robotsTxt(origin: string | undefined): string {
  const sitemap = origin === undefined ? [] : ['', `Sitemap: ${origin}/sitemap.xml`];
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), ...sitemap, ''].join('\n');
}

/**
 * The sitemap (decision 073): every public screen and record, as the public API shows them. Built from the
 * database at most once per `SITEMAP_CACHE_MS`, all callers of a build sharing it, and kept without the
 * origin: each file is held as the text between the places the origin goes, so a request only joins them
 * with its own origin, and a client sending many Host values costs a join each, never a database pass or
 * another copy in memory.
 */
export class SiteMapService {
  private cached: { files: Promise<string[][]>; expiresAt: number } | undefined;

  constructor(private readonly deps: SiteMapDependencies) {}

  /** `/sitemap.xml`: the one sitemap, or past `urlsPerFile` URLs an index of the numbered files. */
  async sitemap(origin: string): Promise<string> {
    const files = await this.files();
    if (files.length === 1) return urlSet(origin, files[0]!);
    const o = escapeMarkup(origin);
    const sitemaps = files.map((_, i) => `<sitemap><loc>${o}/sitemap-${i + 1}.xml</loc></sitemap>`).join('');
    return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">${sitemaps}</sitemapindex>`;
  }

  /** `/sitemap-{n}.xml`: the n-th file of the index; a 404 when there is no index or no such file. */
  async part(origin: string, raw: string): Promise<string> {
    const files = await this.files();
    const number = /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 0;
    const file = files.length > 1 ? files[number - 1] : undefined;
    if (!file) throw new ClientError(404, `No sitemap file ${raw}`);
    return urlSet(origin, file);
  }

  /** The built files (each a list of URL tails), from the cache while it is fresh; a failed build is not kept. */
  private files(): Promise<string[][]> {
    const now = this.deps.clock.now().getTime();
    if (!this.cached || now >= this.cached.expiresAt) {
      const files = this.build();
      const entry = { files, expiresAt: now + SITEMAP_CACHE_MS };
      this.cached = entry;
      files.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
    }
    return this.cached.files;
  }

  private async build(): Promise<string[][]> {
    const files: string[][] = [[]];
    for await (const entry of this.entries()) {
      if (files.at(-1)!.length === this.deps.urlsPerFile) files.push([]);
      const lastmod = entry.lastmod ? `<lastmod>${escapeMarkup(entry.lastmod)}</lastmod>` : '';
      files.at(-1)!.push(`${escapeMarkup(entry.path)}</loc>${lastmod}</url>`);
    }
    return files;
  }

  /** Every public URL, read a page at a time; what each list shows follows the public API's own reads. */
  private async *entries(): AsyncGenerator<SiteMapEntry> {
    const { feeds, categories, hotTopics, channels, knowledge, product, rowsPerRead } = this.deps;
    for (const path of FIXED_PATHS) yield { path };

    // As the category navigation links them: 'All' on its own, every other category through its sub-categories.
    yield { path: categoryFeedPath(ALL_CATEGORY.uni_id, ALL_CATEGORY.uni_id) };
    const subCategories = await categories.subCategories();
    for (const category of await categories.list()) {
      if (category.uni_id === ALL_CATEGORY.uni_id) continue;
      for (const sub of subCategories) if (sub.u_category.id === category.uni_id) yield { path: categoryFeedPath(category.uni_id, sub.uni_id) };
    }

    for await (const topic of byPage(rowsPerRead, (page) => hotTopics.findPage(page, rowsPerRead))) yield { path: hotTopicPath(topic) };
    for await (const channel of byPage(rowsPerRead, (page) => channels.findChannelsPage({}, page, rowsPerRead))) {
      yield { path: channelFeedPath(presentChannel(channel)) };
    }
    for (const entry of await knowledge.findByProduct(product)) if (entry.category_name === POLICY_CATEGORY) yield { path: policyPath(entry.id) };

    let after: string | undefined;
    for (;;) {
      const items = await feeds.findPublicStampsAfter(after, rowsPerRead);
      for (const item of items) yield { path: contentPath(item.uni_id), lastmod: item.updated };
      if (items.length < rowsPerRead) return;
      after = items.at(-1)!.uni_id;
    }
  }
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of URL tails (path onwards), each given the origin in front. */
function urlSet(origin: string, tails: string[]): string {
  const open = `<url><loc>${escapeMarkup(origin)}`;
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">${tails.length ? open + tails.join(open) : ''}</urlset>`;
}

/** The rows of an offset-paged read of `size` rows a page, one page in memory at a time. */
async function* byPage<T>(size: number, read: (page: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let page = 1; ; page += 1) {
    const rows = await read(page);
    yield* rows;
    if (rows.length < size) return;
  }
}
