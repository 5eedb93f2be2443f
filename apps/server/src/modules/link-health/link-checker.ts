import type { LinkState } from '@wiy/shared/admin.schema';
import { isSocialVendor, type SocialVendor } from '@wiy/shared/vendor';
import { OutboundError, OutboundFetcher, type OutboundOptions } from '../../lib/outbound-fetch.ts';

/** What one check of a link found, with a short sentence for the console saying why. */
export interface LinkFinding {
  state: LinkState;
  detail: string;
}

export interface LinkCheckerOptions extends OutboundOptions {
  /** oEmbed endpoint per platform (`config.oembedEndpoints`); a platform without one gets a light request to the link. */
  oembedEndpoints: Partial<Record<SocialVendor, string>>;
}

/**
 * 2xx ok, 404 and 410 removed, and from oEmbed, which answers for the post itself, 401 and 403 private; anything
 * else proves nothing (a platform's outage, a limit, a page's wall against robots, which answers 403 too).
 */
function stateOf(status: number, fromOembed: boolean): LinkState {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 404 || status === 410) return 'removed';
  if (fromOembed && (status === 401 || status === 403)) return 'private';
  return 'unreachable';
}

/**
 * Whether a post still exists (decision 101): its platform's oEmbed endpoint is asked where it
 * has one, as it answers for the post itself (a removed video's page still answers 200); otherwise the link gets a
 * HEAD request, or a GET whose body is left unread where HEAD is refused. Every call goes through
 * `OutboundFetcher`: bounded, and to public addresses only.
 */
export class LinkChecker {
  readonly #outbound: OutboundFetcher;

  constructor(private readonly options: LinkCheckerOptions) {
    this.#outbound = new OutboundFetcher(options);
  }

  /** Closes the connections kept open for later checks. */
  async close(): Promise<void> {
    await this.#outbound.close();
  }

  async check(url: string, vendor: string): Promise<LinkFinding> {
    const endpoint = isSocialVendor(vendor) ? this.options.oembedEndpoints[vendor] : undefined;
    if (endpoint) {
      const separator = endpoint.includes('?') ? '&' : '?';
      return this.ask('oEmbed', `${endpoint}${separator}format=json&url=${encodeURIComponent(url)}`, async (address) => this.#outbound.request(address));
    }
    return this.ask('The page', url, async (address) => {
      const head = await this.#outbound.request(address, { method: 'HEAD' });
      if (head.status !== 405 && head.status !== 501) return head;
      return this.#outbound.request(address, { skipBody: true });
    });
  }

  private async ask(who: string, address: string, request: (address: string) => Promise<{ status: number }>): Promise<LinkFinding> {
    try {
      const { status } = await request(address);
      return { state: stateOf(status, who === 'oEmbed'), detail: `${who} answered ${status}` };
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      return { state: 'unreachable', detail: `${who} gave no answer: ${error.message}` };
    }
  }
}
