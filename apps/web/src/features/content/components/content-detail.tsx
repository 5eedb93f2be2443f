import { itemLinks, isWebLink } from '@wiy/shared/embed';
import { useEffect } from 'react';
import { CardImage } from '../../../components/card-image.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { LocalDate } from '../../../components/local-date.tsx';
import { htmlToText, SafeHtml } from '../../../components/safe-html.tsx';
import { isUnknownVendor, VendorIcon } from '../../../components/vendor-icon.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useContent } from '../api/get-content.ts';
import { useCountOpen } from '../hooks/use-count-open.ts';
import { BrokenLinkFallback } from './embed-fallback.tsx';
import { OutLink, ReachItemContext } from './out-link.tsx';
import { SocialEmbed } from './social-embed.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { SaveButton } from '../../../components/card-controls.tsx';
import { useNotFound, usePageMeta } from '../../../lib/use-page-meta.ts';
import { shownDescription } from '../../../lib/shown-description.ts';
import '../content.css';

/**
 * The content detail (spec 000 §2): title, hero image, approved date, the vendor icon opening the
 * original post, the description, and an embed per link. An unknown id or a failed call: 'No content found.'
 * Showing the item counts an open of it, and following a link out of it a click (decision 098). A main link known
 * removed or private shows its fallback instead of the embed (decision 101).
 */
export function ContentDetail({ uniId }: { uniId: string }) {
  const t = useT();
  const content = useContent(uniId);
  const item = content.data;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [uniId]);
  useCountOpen(item?.uni_id);

  const loading = uniId !== '' && content.isPending;
  const description = item ? shownDescription(item) : undefined;
  usePageMeta(item?.u_title, { description: description && htmlToText(description), image: item?.u_image, type: 'article' });
  useNotFound(!loading && !item);

  if (loading) return <LoadingIndicator />;
  if (!item || description === undefined) return <p className="empty">{t('common.noContent')}</p>;

  const vendor = item.u_social_vendor.name;

  return (
    <ReachItemContext value={item.uni_id}>
      <article className="content-detail" data-id={item.uni_id}>
        <h1 className="content-title">{item.u_title}</h1>
        <CardImage image={item.u_image} shape="detail" className="content-hero" priority />
        <div className="content-meta">
          {item.u_approved_date && <LocalDate iso={item.u_approved_date} format="long" message="content.approvedOn" />}
          <ShareButton title={item.u_title} />
          <SaveButton uniId={item.uni_id} title={item.u_title} />
          {isWebLink(item.u_url) && (
            <OutLink
              className="content-source"
              href={item.u_url}
              aria-label={isUnknownVendor(vendor) ? t('content.openOriginalSite') : t('content.openOriginal', { vendor })}
            >
              <VendorIcon vendor={vendor} size={28} label="" />
            </OutLink>
          )}
        </div>
        <SafeHtml className="content-description" html={description} />
        <section className="embeds" aria-label={t('content.posts')}>
          {itemLinks(item).map((url, index) =>
            index === 0 && item.u_link_state ? (
              <BrokenLinkFallback key={`${index}-${url}`} url={url} state={item.u_link_state} />
            ) : (
              <SocialEmbed key={`${index}-${url}`} url={url} />
            ),
          )}
        </section>
      </article>
    </ReachItemContext>
  );
}
