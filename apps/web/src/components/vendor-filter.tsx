import { SOCIAL_VENDORS, type SocialVendor } from '@wiy/shared/vendor';
import { useT } from '../lib/i18n/i18n.tsx';
import { VendorIcon } from './vendor-icon.tsx';

/** One icon per platform; one active at a time, and choosing the active one clears it (spec 000 §2). */
export function VendorFilter({ value, onChange }: { value: SocialVendor | undefined; onChange: (next: SocialVendor | undefined) => void }) {
  const t = useT();
  return (
    <div className="vendor-filter" role="group" aria-label={t('feed.filterByPlatform')}>
      {SOCIAL_VENDORS.map((vendor) => (
        <button
          key={vendor}
          type="button"
          className="vendor-button"
          aria-pressed={value === vendor}
          title={vendor}
          onClick={() => onChange(value === vendor ? undefined : vendor)}
        >
          <VendorIcon vendor={vendor} size={28} label={vendor} />
        </button>
      ))}
    </div>
  );
}
