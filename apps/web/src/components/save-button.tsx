import type { FeedItem } from '@wiy/shared/feed.schema';
import { setSaved, useSavedIds } from '../lib/saves.ts';
import './save-button.css';

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
      className={onCard ? 'save-button on-card' : 'pill save-button'}
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

/** The save control over a content card: what the content feeds hand `FeedGroups` as `cardAction`. */
export const cardSaveControl = (item: FeedItem) => <SaveButton uniId={item.uni_id} title={item.u_title} onCard />;
