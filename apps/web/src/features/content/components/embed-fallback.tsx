import { isWebLink } from '@wiy/shared/embed';
import type { BrokenLinkState } from '@wiy/shared/feed.schema';
import { detectVendor, type DetectedVendor } from '@wiy/shared/vendor';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { OutLink } from './out-link.tsx';

type NamedVendor = Exclude<DetectedVendor, 'Unknown'>;

/** Each vendor's name as it writes it, for the link, the fallback and a frame's title. */
export const VENDOR_NAMES: Record<NamedVendor, string> = {
  Youtube: 'YouTube',
  Twitter: 'Twitter',
  Reddit: 'Reddit',
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  Linkedin: 'LinkedIn',
  Threads: 'Threads',
};

/** The original post's link, out to its platform; nothing for a non-web link. */
export function VendorLink({ vendor, url }: { vendor: DetectedVendor; url: string }) {
  const t = useT();
  if (!isWebLink(url)) return null;
  return (
    <OutLink className="embed-link" href={url}>
      {vendor === 'Unknown' ? t('embed.viewOnOriginalSite') : t('embed.viewOn', { name: VENDOR_NAMES[vendor] })}
    </OutLink>
  );
}

/** What shows when a post cannot be embedded: the reason and the link (spec 000 §8). */
export function EmbedFallback({ vendor, url, message }: { vendor: NamedVendor; url: string; message?: string }) {
  const t = useT();
  return (
    <div className="embed embed-fallback" data-vendor={vendor}>
      <p>{message ?? t('embed.postFailed', { name: VENDOR_NAMES[vendor] })}</p>
      <VendorLink vendor={vendor} url={url} />
    </div>
  );
}

/**
 * The main link's fallback when its last check found the post removed or private (decision 101), shown at once
 * instead of an embed that would only fail; a link of no known platform gets its usual embed.
 */
export function BrokenLinkFallback({ url, state }: { url: string; state: BrokenLinkState }) {
  const t = useT();
  const vendor = detectVendor(url);
  if (vendor === 'Unknown') return null;
  const name = VENDOR_NAMES[vendor];
  return <EmbedFallback vendor={vendor} url={url} message={state === 'removed' ? t('embed.postRemoved', { name }) : t('embed.postPrivate', { name })} />;
}
