import type { ApiTransport } from '@wiy/shared/page-renderer';
import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, apiDelete, apiGet, apiPost, setApiTransport } from './api-client.ts';
import { clearSession, saveSession } from './session.ts';

type Sent = Parameters<ApiTransport>[1] & RequestInit & { path: string };

let sent: Sent[] = [];
let answer: () => Response;

beforeEach(() => {
  sent = [];
  answer = () => new Response(JSON.stringify({ record: [] }), { status: 200 });
  setApiTransport(async (path, init) => {
    sent.push({ path, ...init });
    return answer();
  });
});

afterEach(() => clearSession());

describe('the typed API client', () => {
  it('fills the path template with encoded params and adds the query members that are set, in order', async () => {
    await apiGet('/api/get/recipe/content/records/{categoryId}/{channelId}/{languageId}/{page}', {
      params: { path: { categoryId: 'a/b', channelId: 'c d', languageId: 'en', page: 2 } },
    });
    await apiGet('/api/admin/records/{entity}', { params: { path: { entity: 'channel' }, query: { q: '', page: 1 } } });
    await apiGet('/api/admin/audit', { params: { query: { page: 3, entity: undefined, action: 'delete' } } });
    await apiGet('/api/get/channel/feed_list/{channelId}/{categoryId}/{page}', {
      params: { path: { channelId: 'c1', categoryId: 'k1', page: 1 }, query: { search: undefined } },
    });
    expect(sent.map((call) => call.path)).toEqual([
      '/api/get/recipe/content/records/a%2Fb/c%20d/en/2',
      '/api/admin/records/channel?q=&page=1',
      '/api/admin/audit?page=3&action=delete',
      '/api/get/channel/feed_list/c1/k1/1',
    ]);
  });

  it('refuses a path param of `.` or `..`, which URL parsing would collapse into another route, and sends nothing', async () => {
    for (const recordId of ['.', '..']) {
      await expect(apiGet('/api/get/recipe/content/{recordId}', { params: { path: { recordId } } })).rejects.toThrow(/recordId/);
    }
    expect(sent).toEqual([]);
    // Percent-encoding the dots would not do: the URL standard reads `%2E%2E` as `..` too.
    expect(new URL('/api/get/recipe/content/%2E%2E', 'https://wiy.example').pathname).toBe('/api/get/recipe/');
  });

  it('sends other values with dots as they are', async () => {
    for (const recordId of ['...', '.a', 'a..b']) {
      await apiGet('/api/get/recipe/content/{recordId}', { params: { path: { recordId } } });
    }
    expect(sent.map((call) => call.path)).toEqual(['/api/get/recipe/content/...', '/api/get/recipe/content/.a', '/api/get/recipe/content/a..b']);
  });

  it('throws, naming the param, when a path param is missing, and sends nothing', async () => {
    const params = { path: {} } as { path: { recordId: string } };
    await expect(apiGet('/api/get/recipe/content/{recordId}', { params })).rejects.toThrow(/recordId/);
    expect(sent).toEqual([]);
  });

  it('sends the Application header always, JSON only with a body, and the bearer token only when asked', async () => {
    saveSession('the-token');
    await apiGet('/api/get_category');
    await apiPost('/lom/logout', { body: {}, auth: true });
    await apiDelete('/api/admin/content/{id}', { params: { path: { id: 'x1' } }, auth: true });
    expect(sent.map(({ method, headers, body }) => ({ method, headers, body }))).toEqual([
      { method: 'GET', headers: { Application: 'wiy', Accept: 'application/json' }, body: undefined },
      {
        method: 'POST',
        headers: { Application: 'wiy', Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'Bearer the-token' },
        body: '{}',
      },
      { method: 'DELETE', headers: { Application: 'wiy', Accept: 'application/json', Authorization: 'Bearer the-token' }, body: undefined },
    ]);
  });

  it("throws the server's Error text with the status and the body on an answer that is not 2xx", async () => {
    answer = () => new Response(JSON.stringify({ Error: 'Recipe not found' }), { status: 404 });
    const failure = await apiGet('/api/get/recipe/content/{recordId}', { params: { path: { recordId: 'r1' } } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, serverMessage: 'Recipe not found', body: { Error: 'Recipe not found' }, message: 'Recipe not found' });
  });

  it('sends a beacon kept alive past the page and without cookies, and other calls as fetch does by default', async () => {
    await apiPost('/api/reach/{uniId}/{kind}', { params: { path: { uniId: 'f1', kind: 'open' } }, beacon: true });
    await apiGet('/api/get_category');
    expect(sent.map(({ path, keepalive, credentials }) => ({ path, keepalive, credentials }))).toEqual([
      { path: '/api/reach/f1/open', keepalive: true, credentials: 'omit' },
      { path: '/api/get_category', keepalive: undefined, credentials: undefined },
    ]);
  });

  it('passes the abort signal to the transport', async () => {
    const signal = new AbortController().signal;
    await apiGet('/api/get_parent_topic/{page}', { params: { path: { page: 1 } }, signal });
    expect(sent[0]!.signal).toBe(signal);
  });

  // Checked by the type check (`tsc -p apps/web`), which is where a changed route breaks the web build.
  it('types paths, params, bodies and answers from the server document', () => {
    expectTypeOf(() => apiGet('/api/get_parent_topic/{page}', { params: { path: { page: 1 } } }))
      .returns.resolves.toHaveProperty('record')
      .toExtend<HotTopic[]>();
    expectTypeOf(() => apiGet('/lom/save/user/ipaddress')).returns.resolves.toEqualTypeOf<{ ip: string }>();
    // @ts-expect-error a path the server does not have
    void (() => apiGet('/api/get_parent_topics/{page}', { params: { path: { page: 1 } } }));
    // @ts-expect-error a path param left out
    void (() => apiGet('/api/get_parent_topic/{page}'));
    // @ts-expect-error a path param of the wrong type
    void (() => apiGet('/api/get_parent_topic/{page}', { params: { path: { page: '1' } } }));
    // @ts-expect-error a method the route does not answer
    void (() => apiGet('/api/get/feed_content/{uniId}', { params: { path: { uniId: 'f1' } } }));
    // @ts-expect-error a body the route refuses
    void (() => apiPost('/authenticate', { body: { username: 'u' } }));
  });
});
