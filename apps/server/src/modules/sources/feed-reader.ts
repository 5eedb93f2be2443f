import { httpUrl } from '@wiy/shared/admin-fields.schema';
import { OutboundFetcher, type OutboundAnswer, type OutboundError, type OutboundOptions } from '../../lib/outbound-fetch.ts';
import { readFeed, type ParsedFeed } from './feed-entries.ts';

/** Why a feed could not be read, as a short sentence the console shows on the source ("Answered 404"). */
export class FeedUnavailable extends Error {}

/** The validators of a feed's last full answer, sent back so that an unchanged feed answers 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer = { changed: false } | { changed: true; feed: ParsedFeed; validators: Validators };

/** The types a page's `<link rel="alternate">` names a feed by. */
const FEED_TYPES = new Set(['application/rss+xml', 'application/atom+xml', 'application/feed+json', 'application/json']);

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Feeds fetched through the bounded outbound fetcher (time, size, every hop public at connect time): polled with
 * their validators, found from a page's `<link rel="alternate">`, and the images their entries name downloaded.
 */
export class FeedReader {
  readonly #outbound: OutboundFetcher;

  constructor(private readonly options: OutboundOptions) {
    this.#outbound = new OutboundFetcher(options);
  }

  async close(): Promise<void> {
    await this.#outbound.close();
  }

  /** The feed at `feedUrl` unless it answers 304 to `validators`; throws `FeedUnavailable`. */
  async poll(feedUrl: string, validators: Validators): Promise<FeedAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, */*;q=0.8',
    };
    if (validators.etag) headers['if-none-match'] = validators.etag;
    if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
    const answer = await this.get(feedUrl, headers);
    if (answer.status === 304) return { changed: false };
    const feed = await readFeed(answer.body.toString('utf8'), answer.url);
    if (!feed) throw new FeedUnavailable('Not a feed');
    return { changed: true, feed, validators: { etag: answer.headers.get('etag'), lastModified: answer.headers.get('last-modified') } };
  }

  /**
   * The feed at `url`, or the first one the page at `url` names in a `<link rel="alternate">` of a feed type, with
   * the address it was read from. Throws `FeedUnavailable` when neither answers or no feed is found.
   */
  async discover(url: string): Promise<{ feedUrl: string; feed: ParsedFeed }> {
    const answer = await this.get(url).catch((error: FeedUnavailable) => {
      throw new FeedUnavailable(`Could not read ${url}: ${error.message}`);
    });
    const text = answer.body.toString('utf8');
    const direct = await readFeed(text, answer.url);
    if (direct) return { feedUrl: url, feed: direct };
    const named = await alternateFeed(text, answer.url);
    if (!named) throw new FeedUnavailable(`No feed found at ${url}`);
    const namedAnswer = await this.get(named).catch((error: FeedUnavailable) => {
      throw new FeedUnavailable(`Could not read ${named}, which ${url} names as its feed: ${error.message}`);
    });
    const feed = await readFeed(namedAnswer.body.toString('utf8'), named);
    if (!feed) throw new FeedUnavailable(`No feed found at ${named}, which ${url} names as its feed`);
    return { feedUrl: named, feed };
  }

  /** The bytes of an image an entry names, when it answers 2xx in time and size; undefined on any failure. */
  async download(url: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.#outbound.request(url);
      return answer.status >= 200 && answer.status < 300 ? answer.body : undefined;
    } catch {
      return undefined;
    }
  }

  /** A 2xx or 304 answer; anything else throws `FeedUnavailable` with its sentence. */
  private async get(url: string, headers: Record<string, string> = {}): Promise<OutboundAnswer> {
    let answer: OutboundAnswer;
    try {
      answer = await this.#outbound.request(url, { headers });
    } catch (error) {
      throw new FeedUnavailable(this.sentence(error as OutboundError));
    }
    if ((answer.status < 200 || answer.status >= 300) && answer.status !== 304) throw new FeedUnavailable(`Answered ${answer.status}`);
    return answer;
  }

  private sentence(error: OutboundError): string {
    switch (error.reason) {
      case 'timeout':
        return `Timed out after ${Number((this.options.timeoutMs / 1000).toFixed(1))} s`;
      case 'too-large':
        return `Larger than ${size(this.options.maxBytes)}`;
      case 'not-public':
        return 'Not a public address';
      case 'not-http':
        return 'Not an http(s) address';
      case 'too-many-redirects':
        return 'Too many redirects';
      case 'network':
        return `Could not connect (${error.message})`;
    }
  }
}

/**
 * The first feed a page names: `<link rel="alternate" type="application/rss+xml|atom+xml|feed+json|json" href>`,
 * resolved against the page's address, and an address as the console and the export take one (`httpUrl`: http(s),
 * at most 2,000 characters), so that a source's feed always comes back in with an import. Read by an HTML parser,
 * loaded at the first page read.
 */
async function alternateFeed(page: string, pageUrl: string): Promise<string | undefined> {
  const { Parser } = await import('htmlparser2');
  let found: string | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== 'link' || !attributes.href) return;
      const rels = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      if (!rels.includes('alternate') || !FEED_TYPES.has((attributes.type ?? '').toLowerCase().trim())) return;
      try {
        const address = new URL(attributes.href, pageUrl).toString();
        if (httpUrl.safeParse(address).success) found = address;
      } catch {
        // An href that is no such address names no feed; a later link may.
      }
    },
  });
  parser.end(page);
  return found;
}
