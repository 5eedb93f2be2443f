import type { TopicNotice } from '@wiy/shared/follows.schema';

/** A path of the site at `origin`: '/x', not '//elsewhere' nor '/\elsewhere', which a browser reads as another host. */
const isOwnPath = (value: unknown, origin: string): value is string => {
  if (typeof value !== 'string' || !value.startsWith('/') || !URL.canParse(value, origin)) return false;
  return new URL(value, origin).origin === origin;
};

/**
 * A pushed notice as the service worker of the site at `origin` shows it, or none when the push holds something
 * else: its links must be the site's own paths, so that a notice never opens another site.
 */
export function readNotice(data: unknown, origin: string): TopicNotice | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { title, body, url, settingsUrl, tag } = data as Record<string, unknown>;
  const links = isOwnPath(url, origin) && isOwnPath(settingsUrl, origin);
  if (typeof title !== 'string' || typeof body !== 'string' || typeof tag !== 'string' || !links) return undefined;
  return { title, body, url, settingsUrl, tag };
}

/** The notice's option that opens the settings, where the reader unfollows. */
export const SETTINGS_ACTION = 'settings';
