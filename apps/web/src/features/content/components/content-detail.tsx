import { itemLinks, isWebLink } from '@wiy/shared/embed';
import { formatLongDate } from '@wiy/shared/format';
import { useEffect } from 'react';
import { CardImage } from '../../../components/card-image.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { VendorIcon } from '../../../components/vendor-icon.tsx';
import { useContent } from '../api/get-content.ts';
import { SocialEmbed } from './social-embed.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import '../content.css';

/**
 * The content detail (spec 000 §2): title, hero image, approved date, the vendor icon opening the
 * original post, the description, and an embed per link. An unknown id or a failed call: 'No content found.'
 */
export function ContentDetail({ uniId }: { uniId: string }) {
  const content = useContent(uniId);
  const item = content.data;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [uniId]);

  useDocumentTitle(item?.u_title);

  if (uniId !== '' && content.isPending) return <LoadingIndicator />;
  if (!item) return <p className="empty">No content found.</p>;

  const vendor = item.u_social_vendor.name;
  const description = item.u_show_description === 'true' ? item.u_description : item.u_highlight_description;

  return (
    <article className="content-detail" data-id={item.uni_id}>
      <h1 className="content-title">{item.u_title}</h1>
      <CardImage image={item.u_image} shape="detail" className="content-hero" priority />
      <div className="content-meta">
        {item.u_approved_date && (
          <time dateTime={item.u_approved_date}>Approved {formatLongDate(item.u_approved_date)}</time>
        )}
        {isWebLink(item.u_url) && (
          <a className="content-source" href={item.u_url} target="_blank" rel="noopener noreferrer" aria-label={`Open the original post on ${vendor}`}>
            <VendorIcon vendor={vendor} size={28} label="" />
          </a>
        )}
      </div>
      <SafeHtml className="content-description" html={description} />
      <section className="embeds" aria-label="Posts">
        {itemLinks(item).map((url, index) => (
          <SocialEmbed key={`${index}-${url}`} url={url} />
        ))}
      </section>
    </article>
  );
}
