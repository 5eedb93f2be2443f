import { useSyncExternalStore } from 'react';
import { appConfig } from './app-config.ts';
import { storageListeners } from './storage-listeners.ts';

/** Every local storage key of the account area (spec 001 §3), so that no screen spells one itself. */
const storageKeys = {
  token: `${appConfig.shortName}token`,
  userDetails: 'userDetails',
  login: 'login',
  /** The native wrapper's push token, and whether its topic subscription succeeded ('true'/'false'). */
  pushToken: 'pushToken',
  subscribeTokenTopic: 'subscribeTokenTopic',
  /** Session tracking: when this visit's counted time started, and the IP address records are keyed by. */
  sessionStart: 'sessionStart',
  setIp: 'setIp',
  /** The OTP flow: the number, sign-up ('true') or reset ('false'), and the reset screen's gate. */
  mobile: 'mobile',
  register: 'register',
  isPasswordReset: 'isPasswordReset',
  /** The token a verified reset code earned, sent with the new password (decision 052). */
  resetToken: 'resetToken',
  /** The OTP resend countdown: when it ends (ms since the epoch), and 'true' once it has ended. */
  otpTimerEnd: 'otpTimerEnd',
  outOfTime: 'outOfTime',
} as const;

export type StorageKey = keyof typeof storageKeys;

/** One stored value by its key's name; null when absent. */
export function readStored(key: StorageKey): string | null {
  return localStorage.getItem(storageKeys[key]);
}

export function writeStored(key: StorageKey, value: string): void {
  localStorage.setItem(storageKeys[key], value);
}

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) localStorage.removeItem(storageKeys[key]);
}

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

const { subscribe, notify } = storageListeners();
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

/** What the server renders and hydration first sees: storage is the browser's, read after hydration. */
const SIGNED_OUT: Session = { token: null, user: null, signedIn: false };

/** The stored session, re-rendering when it changes in this tab or another. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, read, () => SIGNED_OUT);
}

export function getSession(): Session {
  return read();
}

export function saveSession(token: string, user?: UserDetails): void {
  localStorage.setItem(storageKeys.token, token);
  if (user) localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  notify();
}

/** A successful login: the token and the login flag (spec 001 §3); the user details follow the verify. */
export function saveLogin(token: string): void {
  localStorage.setItem(storageKeys.login, 'true');
  saveSession(token);
}

/** Logout as the spec says: the stored token and user details go. */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.userDetails);
  localStorage.removeItem(storageKeys.login);
  notify();
}
