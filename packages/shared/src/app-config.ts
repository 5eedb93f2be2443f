/**
 * What the web app learns from the server at load time, through a `<meta name="app-config">` tag the
 * server fills in (an inline script would break the `script-src 'self'` policy).
 */
export interface AppConfig {
  /** Short name: the `Application` header's value and the token storage prefix (spec decision 4). */
  shortName: string;
  displayName: string;
  /** Where `u_image` and `u_logo` paths are resolved. Ends with a slash. */
  mediaBaseUrl: string;
  supportEmail: string;
  messagingUrl: string;
}

export const APP_CONFIG_META = 'app-config';
