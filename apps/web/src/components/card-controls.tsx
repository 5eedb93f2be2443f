import type { FeedItem } from '@wiy/shared/feed.schema';
import { useT, type Translate } from '../lib/i18n/i18n.tsx';
import { setSaved, useSavedIds } from '../lib/saves.ts';
import { CardMenu } from './card-menu.tsx';
import { vendorLabel } from './vendor-icon.tsx';
import './card-controls.css';

/**
 * The save control of a card (over its picture) and of the detail screen (beside Share), decision 092: a toggle
 * whose name stays 'Save' and whose pressed state says saved. Unpressed on the server and through hydration,
 * which cannot read the device's saves.
 */
export function SaveButton({ uniId, title, onCard = false }: { uniId: string; title: string; onCard?: boolean }) {
  const saved = useSavedIds().has(uniId);
  const t = useT();
  return (
    <button
      type="button"
      className={onCard ? 'card-control' : 'pill icon-pill'}
      aria-pressed={saved}
      aria-label={onCard ? t('cards.saveTitle', { title }) : undefined}
      title={saved ? t('cards.savedTapToRemove') : t('cards.save')}
      data-saved={saved}
      data-replay=""
      onClick={() => void setSaved(uniId, !saved)}
    >
      <svg viewBox="0 0 24 24" width={onCard ? 22 : 18} height={onCard ? 22 : 18} aria-hidden="true">
        <path d="M6 3h12v18l-6-4.5L6 21Z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {!onCard && t('cards.save')}
    </button>
  );
}

/** What a content card can be muted by: its vendor, and its category and hot topic when it has them. */
function cardMutes(item: FeedItem, t: Translate) {
  const vendor = item.u_social_vendor.name;
  const name = vendorLabel(vendor, t);
  const { u_category: category, u_hot_topic: topic } = item;
  return [
    { mute: { kind: 'vendor' as const, value: vendor, label: name }, text: t('cards.mutePostsFrom', { name }) },
    ...(category ? [{ mute: { kind: 'category' as const, value: category.id, label: category.name }, text: t('cards.mute', { name: category.name }) }] : []),
    ...(topic ? [{ mute: { kind: 'hot_topic' as const, value: topic.id, label: topic.name }, text: t('hotTopics.muteTopic', { title: topic.name }) }] : []),
  ];
}

/** A content card's menu, in the reader's language. */
function ItemMenu({ item }: { item: FeedItem }) {
  const t = useT();
  return <CardMenu title={item.u_title} mutes={cardMutes(item, t)} />;
}

/**
 * The controls over a content card, its save control and its menu: what the content feeds hand `FeedGroups` as
 * `cardAction`. The Saved screen's cards have no menu (`muting: false`): saves are kept as chosen, mutes aside.
 */
export const cardControls = (item: FeedItem, { muting = true }: { muting?: boolean } = {}) => (
  <div className="card-controls">
    <SaveButton uniId={item.uni_id} title={item.u_title} onCard />
    {muting && <ItemMenu item={item} />}
  </div>
);
