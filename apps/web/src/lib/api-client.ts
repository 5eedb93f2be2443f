import type { ApiTransport } from '@wiy/shared/page-renderer';
import { appConfig } from './app-config.ts';
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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored token as a bearer token. */
  auth?: boolean;
  signal?: AbortSignal | undefined;
}

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server renders pages by answering their API calls in-process, through this transport. */
export function setApiTransport(serverTransport: ApiTransport): void {
  transport = serverTransport;
}

/** Calls the product API with the `Application` header every call carries (spec 000 §1). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Application: appConfig.shortName, Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? getSession().token : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await transport(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
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
  return data as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
