/**
 * What every embed frame may do (decision 031): run the vendor's own scripts in the vendor's origin and
 * open the post in a new tab, but never navigate this page; and send only the origin as referrer.
 */
export const EMBED_FRAME_ATTRIBUTES = {
  sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation',
  referrerPolicy: 'strict-origin-when-cross-origin',
  allow: 'encrypted-media; picture-in-picture; fullscreen',
} as const;
