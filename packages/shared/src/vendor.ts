/** The social platforms a curated item can come from (spec 000 §9). */
export const SOCIAL_VENDORS = ['Twitter', 'Youtube', 'Facebook', 'Instagram', 'Threads', 'Reddit', 'Linkedin'] as const;
export type SocialVendor = (typeof SOCIAL_VENDORS)[number];
export type DetectedVendor = SocialVendor | 'Unknown';

/** Registrable domains of each vendor; sub-domains such as www., m. and mobile. count too (decision 5). */
const VENDOR_DOMAINS: Record<SocialVendor, readonly string[]> = {
  Facebook: ['facebook.com', 'fb.watch'],
  Twitter: ['twitter.com', 'x.com'],
  Instagram: ['instagram.com'],
  Reddit: ['reddit.com', 'redd.it'],
  Youtube: ['youtube.com', 'youtu.be'],
  Threads: ['threads.net', 'threads.com'],
  Linkedin: ['linkedin.com'],
};

export function isSocialVendor(value: string): value is SocialVendor {
  return (SOCIAL_VENDORS as readonly string[]).includes(value);
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Which platform a link belongs to, by its host name. */
export function detectVendor(url: string): DetectedVendor {
  const host = hostOf(url);
  if (!host) return 'Unknown';
  for (const vendor of SOCIAL_VENDORS) {
    if (VENDOR_DOMAINS[vendor].some((domain) => host === domain || host.endsWith(`.${domain}`))) return vendor;
  }
  return 'Unknown';
}
