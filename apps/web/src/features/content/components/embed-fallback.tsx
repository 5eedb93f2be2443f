import { isWebLink } from '@wiy/shared/embed';
import type { DetectedVendor } from '@wiy/shared/vendor';

const VENDOR_NAMES: Record<DetectedVendor, string> = {
  Youtube: 'YouTube',
  Twitter: 'Twitter',
  Reddit: 'Reddit',
  Facebook: 'Facebook',
  Instagram: 'Instagram',
  Linkedin: 'LinkedIn',
  Threads: 'Threads',
  Unknown: 'the original site',
};

/** The original post's link, in a new tab that gets no hold on this page; nothing for a non-web link. */
export function VendorLink({ vendor, url }: { vendor: DetectedVendor; url: string }) {
  if (!isWebLink(url)) return null;
  return (
    <a className="embed-link" href={url} target="_blank" rel="noopener noreferrer">
      View on {VENDOR_NAMES[vendor]}
    </a>
  );
}

/** What shows when a post cannot be embedded: the reason and the link (spec 000 §8). */
export function EmbedFallback({ vendor, url, message }: { vendor: DetectedVendor; url: string; message?: string }) {
  return (
    <div className="embed embed-fallback" data-vendor={vendor}>
      <p>{message ?? `${VENDOR_NAMES[vendor]} post could not be loaded`}</p>
      <VendorLink vendor={vendor} url={url} />
    </div>
  );
}
