import type { ApiTransport } from '@wiy/shared/page-renderer';
import type { paths } from './api-schema.d.ts';
import { appConfig } from './app-config.ts';
import { calmAsks, type CalmAsks } from './calm-asks.ts';
import { getSession } from './session.ts';

/**
 * A failed call. `serverMessage` is the server's `Error` text when it sent one: what a screen shows, or its
 * own words when there is none (spec 001 §8). `message` adds the status for logs and the console.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly body: unknown,
  ) {
    super(serverMessage ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/*
 * The calls are typed by `paths`, which scripts/write-api-types.ts generates from the server's OpenAPI document:
 * a path is written as the server's template (`/api/get_parent_topic/{page}`), its params and body are what the
 * route's schema accepts, and the answer is what its 2xx schema sends. A thin layer of our own instead of
 * openapi-fetch, which would add weight to the home page (decision 084); its option shape
 * (`params.path`, `params.query`, `body`) is kept, so that a change to it stays a change of imports.
 */
type Method = 'get' | 'post' | 'put' | 'delete';

/** The paths that answer `method`. */
type PathsFor<M extends Method> = { [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never }[keyof paths];

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : undefined;

type Answer<Op> = Op extends { responses: infer Responses } ? Json<Responses[Extract<keyof Responses, 200 | 201 | 204>]> : never;

type Params<Op> = Op extends { parameters: infer All } ? Pick<All, Extract<keyof All, 'path' | 'query'>> : never;

/**
 * The JSON body the route declares. A route that declares none may still be sent an empty object: the detail
 * call and logout are POSTs with an empty JSON body (spec 000 §7), which the server ignores.
 */
type BodyOption<Op> = Op extends { requestBody?: infer Body }
  ? [Body] extends [undefined]
    ? { body?: Record<string, never> }
    : undefined extends Body
      ? { body?: Json<Body> }
      : { body: Json<Body> }
  : never;

/** Whether every member of `T` may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type Options<Op> = (AllOptional<Params<Op>> extends true ? { params?: Params<Op> } : { params: Params<Op> }) &
  BodyOption<Op> & {
    /** Send the stored token as a bearer token. */
    auth?: boolean;
    signal?: AbortSignal | undefined;
    /** A count of the reader's reach (decision 098); see `SentOptions`. */
    beacon?: boolean;
  };

/** A call of one method: its options may be left out when the route needs none. */
type Call<M extends Method> = <P extends PathsFor<M>>(
  path: P,
  ...options: AllOptional<Options<Operation<P, M>>> extends true ? [Options<Operation<P, M>>?] : [Options<Operation<P, M>>]
) => Promise<Answer<Operation<P, M>>>;

/** What a call carries at run time, whatever its route. */
interface SentOptions {
  params?: { path?: Record<string, string | number>; query?: Record<string, string | number | undefined> };
  body?: unknown;
  auth?: boolean;
  signal?: AbortSignal | undefined;
  /**
   * A count that may be sent as the reader leaves the page (following a link out): kept alive past the page, and
   * sent without cookies, since a count carries nothing of the reader (decision 098).
   */
  beacon?: boolean;
}

/*
 * The browser's calls wait when the server asked them to (decision 205). The server's in-process transport
 * replaces this one and waits for nothing: one record there would hold back every reader's render.
 */
let browserAsks: CalmAsks;
let transport: ApiTransport;

/** Whether the server asked the browser to wait and that time has not come: a count sent some other way waits too. */
export const serverAskedToWait = () => browserAsks.serverAskedToWait();

/** The browser's calls with no wait or failure remembered, as a page starts: each component test starts so. */
export function forgetServerWaits(): void {
  browserAsks = calmAsks((path, init) => fetch(path, init));
  transport = browserAsks.send;
}
forgetServerWaits();

/** The server renders pages by answering their API calls in-process, through this transport. */
export function setApiTransport(serverTransport: ApiTransport): void {
  transport = serverTransport;
}

/** The URL of a path template: each `{name}` encoded from `params.path`, then the query's defined members. */
function urlOf(template: string, params: SentOptions['params'] = {}): string {
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params.path?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path param "${name}" for ${template}`);
    const text = String(value);
    // `.` and `..` are dot-segments that the browser's and the server's URL parsing collapse into another route.
    // Writing their dots as `%2E` does not help (the URL standard counts `%2E%2E` as `..` too): no segment carries them.
    if (text === '.' || text === '..') throw new Error(`Path param "${name}" cannot be "${text}" (a dot-segment) for ${template}`);
    return encodeURIComponent(text);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the product API with the `Application` header every call carries (spec 000 §1). */
async function request(method: string, template: string, options: SentOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Application: appConfig.shortName, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? getSession().token : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  // The transport's own fields, and what only the browser's fetch reads (the server's in-process transport sends no beacon).
  const init: Parameters<ApiTransport>[1] & RequestInit = {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    ...(options.beacon && { keepalive: true, credentials: 'omit' }),
  };
  const response = await transport(urlOf(template, options.params), init);
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const serverMessage = (data as { Error?: unknown } | undefined)?.Error;
    throw new ApiError(response.status, typeof serverMessage === 'string' ? serverMessage : undefined, data);
  }
  return data;
}

// The answer is trusted to be what the route's response schema lets through: the server serialises by it.
const caller = <M extends Method>(method: Uppercase<M>) => ((path: string, options?: SentOptions) => request(method, path, options)) as Call<M>;

export const apiGet = caller<'get'>('GET');
export const apiPost = caller<'post'>('POST');
export const apiPut = caller<'put'>('PUT');
export const apiDelete = caller<'delete'>('DELETE');
