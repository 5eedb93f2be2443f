import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calmAsks, FAILED_ASK_GAP_MS, retryAt } from './calm-asks.ts';

const ok = () => new Response('{}', { status: 200 });
const busy = (retryAfter: string, status = 503) => new Response('', { status, headers: { 'retry-after': retryAfter } });
const get = (signal?: AbortSignal) => ({ method: 'GET', headers: {}, body: undefined, signal });
const post = { method: 'POST', headers: {}, body: '{}', signal: undefined };

/** A transport whose answers the test gives, call by call; `sent` lists the paths as they go. */
function server() {
  const sent: string[] = [];
  let answer: (path: string) => Response = ok;
  const calm = calmAsks(async (path) => {
    sent.push(path);
    return answer(path);
  });
  return { calm, sent, answerWith: (next: (path: string) => Response) => (answer = next) };
}

describe('calmAsks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("holds reads back until the server's Retry-After, then lets one go and the rest wait for its answer", async () => {
    const { calm, sent, answerWith } = server();
    answerWith(() => busy('5'));
    await calm.send('/api/get_feed/2', get());
    expect(calm.serverAskedToWait()).toBe(true);

    answerWith(ok);
    const asks = ['/api/get_feed/3', '/api/get_feed_news/a', '/api/get_topic/1'].map((path) => calm.send(path, get()));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toEqual(['/api/get_feed/2']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['/api/get_feed/2', '/api/get_feed/3', '/api/get_feed_news/a', '/api/get_topic/1']);
    await Promise.all(asks);
    expect(calm.serverAskedToWait()).toBe(false);
  });

  it('keeps the others waiting while the one let through is answered, and again when it is told to wait', async () => {
    let release: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    const calm = calmAsks(async (path) => {
      sent.push(path);
      return sent.length === 2 ? new Promise<Response>((resolve) => (release = resolve)) : sent.length === 1 ? busy('5') : ok();
    });
    await calm.send('/api/get_feed/2', get());
    const asks = ['/api/get_feed/3', '/api/get_feed/4'].map((path) => calm.send(path, get()));
    await vi.advanceTimersByTimeAsync(6_000);
    expect(sent).toEqual(['/api/get_feed/2', '/api/get_feed/3']);
    release(busy('5'));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all(asks);
    expect(sent).toEqual(['/api/get_feed/2', '/api/get_feed/3', '/api/get_feed/4']);
  });

  it('asks a read that failed again only 5 s after its failure; another read goes at once', async () => {
    const { calm, sent, answerWith } = server();
    answerWith(() => new Response('', { status: 500 }));
    await calm.send('/api/get_feed/2', get());
    answerWith(ok);
    void calm.send('/api/get_feed/2', get());
    await calm.send('/api/get_feed/1', get());
    expect(sent).toEqual(['/api/get_feed/2', '/api/get_feed/1']);
    await vi.advanceTimersByTimeAsync(FAILED_ASK_GAP_MS - 1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['/api/get_feed/2', '/api/get_feed/1', '/api/get_feed/2']);
  });

  it("sends a reader's write at once, and a write's own 429 holds back no read", async () => {
    const { calm, sent, answerWith } = server();
    answerWith(() => busy('900', 429));
    await calm.send('/api/login', post);
    expect(calm.serverAskedToWait()).toBe(false);
    answerWith(ok);
    await calm.send('/api/get_feed/1', get());
    answerWith(() => busy('5'));
    await calm.send('/api/get_feed/2', get());
    await calm.send('/api/login', post);
    expect(sent).toEqual(['/api/login', '/api/get_feed/1', '/api/get_feed/2', '/api/login']);
  });

  it('keeps the wait when a call sent before it was asked answers after it', async () => {
    let release: (response: Response) => void = () => undefined;
    const sent: string[] = [];
    const calm = calmAsks(async (path) => {
      sent.push(path);
      return path === '/lom/save/user/ipaddress' ? new Promise<Response>((resolve) => (release = resolve)) : busy('5');
    });
    const earlier = calm.send('/lom/save/user/ipaddress', get());
    await calm.send('/api/get_feed_news/a', get());
    release(ok());
    await earlier;
    expect(calm.serverAskedToWait()).toBe(true);
  });

  it('gives up waiting when its caller cancels', async () => {
    const { calm, sent, answerWith } = server();
    answerWith(() => busy('5'));
    await calm.send('/api/get_feed/2', get());
    const controller = new AbortController();
    const ask = calm.send('/api/get_feed/3', get(controller.signal));
    controller.abort();
    await expect(ask).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual(['/api/get_feed/2']);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAt('5', 1_000)).toBe(6_000);
    expect(retryAt('Wed, 21 Oct 2037 07:28:00 GMT', 0)).toBe(Date.UTC(2037, 9, 21, 7, 28));
    expect(retryAt(null, 0)).toBeUndefined();
    expect(retryAt('soon', 0)).toBeUndefined();
  });
});
