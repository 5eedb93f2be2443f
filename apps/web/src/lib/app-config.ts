import { APP_CONFIG_META, type AppConfig } from '@wiy/shared/app-config';
import { isStoredImagePath } from '@wiy/shared/image-variants';

const defaults: AppConfig = {
  shortName: 'wiy',
  displayName: 'wiy',
  mediaBaseUrl: '/media/',
  supportEmail: 'support@wiy.example',
  messagingUrl: 'https://wa.me/910000000000',
};

function readConfig(): AppConfig {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CONFIG_META}"]`)?.content;
  if (!content || content === APP_CONFIG_META) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(content) as Partial<AppConfig>) };
  } catch {
    return defaults;
  }
}

/**
 * The runtime configuration the server wrote into index.html (defaults in tests and the dev server). On
 * the server there is no document: the rendering entry sets it with `setServerAppConfig`.
 */
export const appConfig: AppConfig = typeof document === 'undefined' ? { ...defaults } : readConfig();

export function setServerAppConfig(config: AppConfig): void {
  Object.assign(appConfig, config);
}

/** A media path (`u_image`, `u_logo`) as a URL; absolute URLs pass through. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (!isStoredImagePath(path)) return path;
  return appConfig.mediaBaseUrl + path.replace(/^\//, '');
}
