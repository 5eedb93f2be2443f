import { SOCIAL_VENDORS, type SocialVendor } from '@wiy/shared/vendor';
import { useSearchParams } from 'react-router';
import { Link } from './link.tsx';
import { useT } from '../lib/i18n/i18n.tsx';
import { VendorIcon } from './vendor-icon.tsx';

/**
 * One icon per platform; one active at a time, and choosing the active one clears it (spec 000 §2). Each is a link to
 * the same screen with the platform in its address (`?vendor=`), from the list's first page; `onChoose` hears of the
 * choice as the link is followed, so the list can start again empty.
 */
export function VendorFilter({ value, onChoose }: { value: SocialVendor | undefined; onChoose: (next: SocialVendor | undefined) => void }) {
  const t = useT();
  const [params] = useSearchParams();
  const searchFor = (next: SocialVendor | undefined) => {
    const nextParams = new URLSearchParams(params);
    nextParams.delete('page');
    if (next) nextParams.set('vendor', next);
    else nextParams.delete('vendor');
    const search = nextParams.toString();
    return search ? `?${search}` : '';
  };
  return (
    <div className="vendor-filter" role="group" aria-label={t('feed.filterByPlatform')}>
      {SOCIAL_VENDORS.map((vendor) => {
        const next = value === vendor ? undefined : vendor;
        return (
          <Link
            key={vendor}
            to={{ search: searchFor(next) }}
            className="vendor-button"
            aria-current={value === vendor ? 'true' : undefined}
            title={vendor}
            onClick={() => onChoose(next)}
          >
            <VendorIcon vendor={vendor} size={28} label={vendor} />
          </Link>
        );
      })}
    </div>
  );
}
