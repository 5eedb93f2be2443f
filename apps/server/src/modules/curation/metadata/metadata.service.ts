import type { SocialVendor } from '@wiy/shared/vendor';
import type { Parser as HtmlParser } from 'htmlparser2';
import { OutboundFetcher, type OutboundOptions } from '../../../lib/outbound-fetch.ts';

export interface PostMetadata {
  title: string;
  description: string;
  imageUrl: string | undefined;
}

export interface MetadataOptions extends OutboundOptions {
  /** oEmbed endpoint per platform; a platform without one is read from its page's Open Graph tags. */
  oembedEndpoints: Partial<Record<SocialVendor, string>>;
}

/**
 * What a platform says about a post: its oEmbed answer where the platform has an endpoint, else the
 * Open Graph tags of the page. Undefined when neither answers in time; the console then shows the form empty.
 */
export class MetadataFetcher {
  readonly #outbound: OutboundFetcher;

  constructor(private readonly options: MetadataOptions) {
    this.#outbound = new OutboundFetcher(options);
  }

  /** Closes the connections kept open for later lookups. */
  async close(): Promise<void> {
    await this.#outbound.close();
  }

  async describe(url: string, vendor: SocialVendor): Promise<PostMetadata | undefined> {
    const endpoint = this.options.oembedEndpoints[vendor];
    if (endpoint) {
      const oembed = await this.fromOembed(endpoint, url);
      if (oembed) return oembed;
    }
    return this.fromOpenGraph(url);
  }

  /** The bytes at `url` when it answers 2xx in time and size (`OutboundFetcher`); undefined on any failure. */
  async download(url: string): Promise<{ body: Buffer; contentType: string } | undefined> {
    try {
      const answer = await this.#outbound.request(url);
      if (answer.status < 200 || answer.status >= 300) return undefined;
      return { body: answer.body, contentType: answer.headers.get('content-type') ?? '' };
    } catch {
      return undefined;
    }
  }

  private async fromOembed(endpoint: string, url: string): Promise<PostMetadata | undefined> {
    const separator = endpoint.includes('?') ? '&' : '?';
    const answer = await this.download(`${endpoint}${separator}format=json&url=${encodeURIComponent(url)}`);
    if (!answer) return undefined;
    try {
      const data = JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;
      const title = typeof data.title === 'string' ? data.title : '';
      const author = typeof data.author_name === 'string' ? data.author_name : '';
      if (!title && !author) return undefined;
      return {
        title: title || author,
        description: typeof data.description === 'string' ? data.description : author,
        imageUrl: typeof data.thumbnail_url === 'string' ? data.thumbnail_url : undefined,
      };
    } catch {
      return undefined;
    }
  }

  private async fromOpenGraph(url: string): Promise<PostMetadata | undefined> {
    const answer = await this.download(url);
    if (!answer || !answer.contentType.includes('html')) return undefined;
    // The parser is loaded at the first page read, not at every start.
    const { Parser } = await import('htmlparser2');
    const { meta, title } = readHead(Parser, answer.body.toString('utf8'));
    const shown = meta.get('og:title') ?? title;
    if (!shown) return undefined;
    const image = meta.get('og:image');
    return {
      title: shown,
      description: meta.get('og:description') ?? meta.get('description') ?? '',
      imageUrl: image ? new URL(image, url).toString() : undefined,
    };
  }
}

/**
 * The `<meta property|name content>` pairs (the first of each name) and the first `<title>` of a page, read by an
 * HTML parser as a browser reads them: entities decoded, attributes quoted or not, comments skipped.
 */
function readHead(Parser: typeof HtmlParser, page: string): { meta: Map<string, string>; title: string } {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      // The page's own title, the first: an inline SVG icon further down has a <title> of its own.
      if (name === 'title' && !title) inTitle = true;
      const key = (attributes.property ?? attributes.name)?.toLowerCase();
      if (name === 'meta' && key && attributes.content !== undefined && !meta.has(key)) meta.set(key, attributes.content.trim());
    },
    ontext(text) {
      if (inTitle) title += text;
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
    },
  });
  parser.end(page);
  return { meta, title: title.trim() };
}
