import type { DetectedVendor } from '@wiy/shared/vendor';

/**
 * A platform's icon, a local file (nothing is loaded from a CDN). Small and many: low priority, so that
 * the first cards' pictures load first.
 */
export function VendorIcon({ vendor, size = 24, label }: { vendor: DetectedVendor | string; size?: number; label?: string }) {
  return (
    <img
      className="vendor-icon"
      src={`/icons/${vendor.toLowerCase() === 'unknown' ? 'unknown' : vendor.toLowerCase()}.svg`}
      width={size}
      height={size}
      fetchPriority="low"
      alt={label ?? vendor}
      onError={(event) => {
        event.currentTarget.src = '/icons/unknown.svg';
      }}
    />
  );
}
