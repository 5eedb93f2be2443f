import { fetch, type Agent, type Response } from 'undici';
import { publicOnlyAgent, type ResolveHost } from './outbound-address.ts';

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
}

export interface OutboundAnswer {
  status: number;
  /** The address that answered, after redirects. */
  url: string;
  headers: Response['headers'];
  /** The whole body; empty for HEAD, for answers without one, and when asked to skip it. */
  body: Buffer;
}

/** Why a call got no answer: the console and the jobs show it as it is. */
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
 * Requests made on a curator's behalf to addresses that come from outside (a post's page, a feed, the image a
 * page names): bounded in time and size, every hop http(s), and connected to only at a public address
 * (`publicOnlyAgent` checks the address it connects to, so DNS rebinding gets nowhere; decision 063).
 */
export class OutboundFetcher {
  /** None when private networks are allowed. */
  readonly #agent: Agent | undefined;

  constructor(private readonly options: OutboundOptions) {
    this.#agent = options.allowPrivateNetwork ? undefined : publicOnlyAgent(options.resolve, options.isBlocked);
  }

  /** Closes the connections kept open for later calls. */
  async close(): Promise<void> {
    await this.#agent?.close();
  }

  /**
   * The answer at `url`, redirects followed; any status is an answer, no answer at all throws `OutboundError`.
   * `skipBody` leaves the body unread (a status is all a link check wants, whatever the page's size).
   */
  async request(
    url: string,
    { skipBody = false, ...init }: { method?: 'GET' | 'HEAD'; headers?: Record<string, string>; skipBody?: boolean } = {},
  ): Promise<OutboundAnswer> {
    try {
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      let current = url;
      for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
        if (!/^https?:$/.test(new URL(current).protocol)) throw new OutboundError('not-http', 'not an http(s) address');
        const answer = await fetch(current, { ...init, signal, redirect: 'manual', dispatcher: this.#agent });
        const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null;
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
