/**
 * The data saver (decision 242): smallest images, embeds only on a tap, no background questions and no
 * precache. The reader's choice lives in a cookie, like the display preferences (decision 089), so that the server
 * renders the page they get with it; Automatic, the default, follows the browser's own signals.
 */
import { readCookies } from './cookies.ts';

export const DATA_SAVER_MODES = ['auto', 'on', 'off'] as const;
export type DataSaverMode = (typeof DATA_SAVER_MODES)[number];

/** Automatic needs no cookie: a reader who never chose shares the pages of every other such reader. */
export const DEFAULT_DATA_SAVER_MODE: DataSaverMode = 'auto';
export const DATA_SAVER_COOKIE = 'data-saver';

/** What the browser tells of its connection: `Save-Data: on` (or `navigator.connection.saveData`), a 2G connection. */
export interface DataSignals {
  saveData: boolean;
  slowConnection: boolean;
}

/** The `navigator.connection.effectiveType` values of a 2G connection, where every image is seconds long. */
const SLOW_CONNECTIONS = ['slow-2g', '2g'];

export function isSlowConnection(effectiveType: string | undefined): boolean {
  return effectiveType !== undefined && SLOW_CONNECTIONS.includes(effectiveType);
}

/** Whether a request's `Save-Data` header asks to save data. */
export function asksToSaveData(header: string | string[] | undefined): boolean {
  return typeof header === 'string' && header.trim().toLowerCase() === 'on';
}

/** The mode its cookie's value names; anything unknown is Automatic. */
export function dataSaverMode(value: string | undefined): DataSaverMode {
  return DATA_SAVER_MODES.includes(value as DataSaverMode) ? (value as DataSaverMode) : DEFAULT_DATA_SAVER_MODE;
}

/** The mode a `Cookie` header (or `document.cookie`) holds. */
export function readDataSaverMode(cookieHeader: string | undefined): DataSaverMode {
  return dataSaverMode(readCookies(cookieHeader).get(DATA_SAVER_COOKIE));
}

/** Whether to save data: the reader's choice, or with Automatic whether the browser asks to or the connection is 2G. */
export function savesData(mode: DataSaverMode, signals: DataSignals): boolean {
  if (mode === 'auto') return signals.saveData || signals.slowConnection;
  return mode === 'on';
}
