import type { DetectedVendor } from '@wiy/shared/vendor';
import { useT, type Translate } from '../lib/i18n/i18n.tsx';

export const isUnknownVendor = (vendor: string) => vendor.toLowerCase() === 'unknown';

/**
 * A vendor as a reader reads it: a platform by its name; 'Unknown' (a blog article, a Mastodon or Bluesky post a
 * source brought in as a link card) as a website.
 */
export const vendorLabel = (vendor: DetectedVendor | string, t: Translate) => (isUnknownVendor(vendor) ? t('vendor.website') : vendor);

/**
 * A platform's icon, a local file (nothing is loaded from a CDN). Small and many: low priority, so that
 * the first cards' pictures load first.
 */
export function VendorIcon({ vendor, size = 24, label }: { vendor: DetectedVendor | string; size?: number; label?: string }) {
  const t = useT();
  return (
    <img
      className="vendor-icon"
      src={`/icons/${isUnknownVendor(vendor) ? 'unknown' : vendor.toLowerCase()}.svg`}
      width={size}
      height={size}
      fetchPriority="low"
      alt={label ?? vendorLabel(vendor, t)}
      onError={(event) => {
        event.currentTarget.src = '/icons/unknown.svg';
      }}
    />
  );
}
