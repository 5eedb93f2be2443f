import { fetch, type Agent, type Response } from 'undici';
import { isPublicHost, publicOnlyAgent, type ResolveHost } from './outbound-address.ts';

/** Redirects followed, each one checked like the first address. */
const MAX_REDIRECTS = 5;

export interface OutboundOptions {
  /** Every call gives up after this long, redirects and body included. */
  timeoutMs: number;
  /** Bodies longer than this are not read further, and the call fails. */
  maxBytes: number;
  /** Let calls reach private and loopback addresses (local stand-ins in tests); off in production. */
  allowPrivateNetwork?: boolean | undefined;
  /** How host names are resolved (a stand-in resolver in tests); the system's by default. */
  resolve?: ResolveHost | undefined;
  /** Which addresses are refused when private networks are not allowed: `isPrivateAddress` unless a test says otherwise. */
  isBlocked?: ((address: string) => boolean) | undefined;
  /** Narrower than any http(s) address: the one scheme and the ports every hop may use (a push service's). */
  only?: { protocol: 'http:' | 'https:'; ports: readonly number[] } | undefined;
}

export interface OutboundAnswer {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: Response['headers'];
  /** The whole body; empty for HEAD, for answers without one, and when asked to skip it. */
  body: Buffer;
}

/**
 * Why a call got no answer: the console and the jobs show it as it is. 'not-http' is an address of another scheme,
 * or of a scheme or port outside the fetcher's `only`.
 */
export class OutboundError extends Error {
  constructor(
    readonly reason: 'timeout' | 'too-large' | 'not-public' | 'not-http' | 'too-many-redirects' | 'network',
    message: string,
  ) {
    super(message);
  }
}

function failure(error: unknown): OutboundError {
  if (error instanceof OutboundError) return error;
  const cause = (error as { cause?: { code?: string } }).cause;
  if ((error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') return new OutboundError('timeout', 'no answer in time');
  if (cause?.code === 'ENOTPUBLIC') return new OutboundError('not-public', 'the address is not public');
  return new OutboundError('network', cause?.code ?? (error as Error).message);
}

async function skip(answer: Response): Promise<Buffer> {
  await answer.body?.cancel();
  return Buffer.alloc(0);
}

/**
 * Every request the server makes to an address that comes from outside (a post's page, a feed, the image a page
 * names, a browser's push service): bounded in time and size, every hop http(s) (or narrower, `only`), and
 * connected to only at a public address
 * (`publicOnlyAgent` checks the address it connects to, so DNS rebinding gets nowhere; decision 063).
 */
export class OutboundFetcher {
  /** None when private networks are allowed. */
  readonly #agent: Agent | undefined;

  constructor(private readonly options: OutboundOptions) {
    this.#agent = options.allowPrivateNetwork ? undefined : publicOnlyAgent(options.resolve, options.isBlocked);
  }

  /** Whether `url` is of a scheme and port this fetcher asks: http(s), and within `only` when it is set. */
  #permits(url: URL): boolean {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    const { only } = this.options;
    if (!only) return true;
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    return url.protocol === only.protocol && only.ports.includes(port);
  }

  #notPermitted(): OutboundError {
    const { only } = this.options;
    if (!only) return new OutboundError('not-http', 'not an http(s) address');
    return new OutboundError('not-http', `not an ${only.protocol.slice(0, -1)} address on port ${only.ports.join(' or ')}`);
  }

  /**
   * Whether a call to `url` may be made, as far as can be told before it is: a scheme and port this fetcher asks,
   * and a host `isPublicHost` by the rule the connection applies (a resolver silent for the time limit is a no).
   * For refusing an address before it is kept; the call checks again where it connects.
   */
  async admits(url: string): Promise<boolean> {
    if (!URL.canParse(url)) return false;
    const parsed = new URL(url);
    if (!this.#permits(parsed)) return false;
    if (this.options.allowPrivateNetwork) return true;
    let timer: NodeJS.Timeout | undefined;
    const timeUp = new Promise<boolean>((answer) => (timer = setTimeout(() => answer(false), this.options.timeoutMs)));
    try {
      return await Promise.race([isPublicHost(parsed.hostname, this.options.resolve, this.options.isBlocked), timeUp]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the connections kept open for later calls. */
  async close(): Promise<void> {
    await this.#agent?.close();
  }

  /**
   * The answer at `url`, redirects followed unless `followRedirects` is false (a redirect is then the answer); any
   * status is an answer, no answer at all throws `OutboundError`. `skipBody` leaves the body unread (a status is all
   * a link check wants, whatever the page's size).
   */
  async request(
    url: string,
    {
      skipBody = false,
      followRedirects = true,
      ...init
    }: { method?: 'GET' | 'HEAD' | 'POST'; headers?: Record<string, string>; body?: Uint8Array; skipBody?: boolean; followRedirects?: boolean } = {},
  ): Promise<OutboundAnswer> {
    try {
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      let current = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        if (!this.#permits(new URL(current))) throw this.#notPermitted();
        const answer = await fetch(current, { ...init, signal, redirect: 'manual', dispatcher: this.#agent });
        const location = followRedirects && answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null;
        if (!location) return { status: answer.status, url: current, headers: answer.headers, body: skipBody ? await skip(answer) : await this.read(answer) };
        // Unread, a body would hold its connection until collected.
        await answer.body?.cancel();
        current = new URL(location, current).toString();
      }
      throw new OutboundError('too-many-redirects', `more than ${MAX_REDIRECTS} redirects`);
    } catch (error) {
      throw failure(error);
    }
  }

  private async read(answer: Response): Promise<Buffer> {
    if (!answer.body) return Buffer.alloc(0);
    const declared = Number(answer.headers.get('content-length'));
    if (declared > this.options.maxBytes) {
      await answer.body.cancel();
      throw new OutboundError('too-large', `larger than ${this.options.maxBytes} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of answer.body) {
      size += chunk.length;
      if (size > this.options.maxBytes) throw new OutboundError('too-large', `larger than ${this.options.maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}
