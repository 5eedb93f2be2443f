import type { FeedItem } from '@wiy/shared/feed.schema';
import { setSaved, useSavedIds } from '../lib/saves.ts';
import { CardMenu } from './card-menu.tsx';
import './card-controls.css';

/**
 * The save control of a card (over its picture) and of the detail screen (beside Share), decision 092: a toggle
 * whose name stays 'Save' and whose pressed state says saved. Unpressed on the server and through hydration,
 * which cannot read the device's saves.
 */
export function SaveButton({ uniId, title, onCard = false }: { uniId: string; title: string; onCard?: boolean }) {
  const saved = useSavedIds().has(uniId);
  return (
    <button
      type="button"
      className={onCard ? 'card-control' : 'pill icon-pill'}
      aria-pressed={saved}
      aria-label={onCard ? `Save ${title}` : undefined}
      title={saved ? 'Saved: tap to remove' : 'Save'}
      data-saved={saved}
      onClick={() => void setSaved(uniId, !saved)}
    >
      <svg viewBox="0 0 24 24" width={onCard ? 22 : 18} height={onCard ? 22 : 18} aria-hidden="true">
        <path d="M6 3h12v18l-6-4.5L6 21Z" fill={saved ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {!onCard && 'Save'}
    </button>
  );
}

/** What a content card can be muted by: its vendor, and its category and hot topic when it has them. */
function cardMutes(item: FeedItem) {
  const vendor = item.u_social_vendor.name;
  const { u_category: category, u_hot_topic: topic } = item;
  return [
    { mute: { kind: 'vendor' as const, value: vendor, label: vendor }, text: `Mute posts from ${vendor}` },
    ...(category ? [{ mute: { kind: 'category' as const, value: category.id, label: category.name }, text: `Mute ${category.name}` }] : []),
    ...(topic ? [{ mute: { kind: 'hot_topic' as const, value: topic.id, label: topic.name }, text: `Mute the topic ${topic.name}` }] : []),
  ];
}

/**
 * The controls over a content card, its save control and its menu: what the content feeds hand `FeedGroups` as
 * `cardAction`. The Saved screen's cards have no menu (`muting: false`): saves are kept as chosen, mutes aside.
 */
export const cardControls = (item: FeedItem, { muting = true }: { muting?: boolean } = {}) => (
  <div className="card-controls">
    <SaveButton uniId={item.uni_id} title={item.u_title} onCard />
    {muting && <CardMenu title={item.u_title} mutes={cardMutes(item)} />}
  </div>
);
