import { useSyncExternalStore } from 'react';
import { appConfig } from './app-config.ts';

/** Local storage keys of the signed-in state (spec 001 §3). */
export const storageKeys = {
  token: `${appConfig.shortName}token`,
  userDetails: 'userDetails',
  login: 'login',
} as const;

export interface UserDetails {
  userId: string;
  username: string;
}

export interface Session {
  token: string | null;
  user: UserDetails | null;
  /** Signed in as the header sees it: a token, user details or the login flag (spec 000 §6). */
  signedIn: boolean;
}

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session } | undefined;

function read(): Session {
  const token = localStorage.getItem(storageKeys.token);
  const details = localStorage.getItem(storageKeys.userDetails);
  const login = localStorage.getItem(storageKeys.login);
  const raw = `${token}\u0000${details}\u0000${login}`;
  if (cached?.raw === raw) return cached.session;
  let user: UserDetails | null = null;
  try {
    user = details ? (JSON.parse(details) as UserDetails) : null;
  } catch {
    user = null;
  }
  const session = { token, user, signedIn: Boolean(token || user || login === 'true') };
  cached = { raw, session };
  return session;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored session, re-rendering when it changes in this tab or another. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, read);
}

export function getSession(): Session {
  return read();
}

export function saveSession(token: string, user?: UserDetails): void {
  localStorage.setItem(storageKeys.token, token);
  if (user) localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  notify();
}

/** Logout as the spec says: the stored token and user details go. */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.userDetails);
  localStorage.removeItem(storageKeys.login);
  notify();
}
