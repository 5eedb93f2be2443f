import { embedFor, isWebLink } from '@wiy/shared/embed';
import { useMemo } from 'react';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { EmbedFallback, VendorLink } from './embed-fallback.tsx';
import { EmbedFrame } from './embed-frame.tsx';
import '../content.css';

/** One link of an item as its vendor's embed (spec 000 §2, "Embeds per vendor"). */
export function SocialEmbed({ url }: { url: string }) {
  const t = useT();
  const embed = useMemo(() => embedFor(url), [url]);
  switch (embed.kind) {
    case 'frame':
      return <EmbedFrame embed={embed} />;
    case 'invalid-youtube':
      return <EmbedFallback vendor="Youtube" url={embed.url} message={t('channels.invalidYoutubeUrl')} />;
    case 'reddit-unavailable':
      return <EmbedFallback vendor="Reddit" url={embed.url} />;
    case 'threads':
      return (
        <div className="embed embed-card" data-vendor="Threads">
          <img src="/icons/threads.svg" alt="" width={32} height={32} />
          <p>{t('embed.livesOn', { name: 'Threads' })}</p>
          <VendorLink vendor="Threads" url={embed.url} />
        </div>
      );
    case 'link':
      if (!isWebLink(embed.url)) return null;
      return (
        <div className="embed embed-card" data-vendor={embed.vendor}>
          <VendorLink vendor={embed.vendor} url={embed.url} />
        </div>
      );
  }
}
