import { NEW_POSTS_COUNTED } from '@wiy/shared/feed.schema';

function label(count: number): string {
  if (count >= NEW_POSTS_COUNTED) return `${NEW_POSTS_COUNTED - 1}+ new posts`;
  return count === 1 ? '1 new post' : `${count} new posts`;
}

/**
 * 'N new posts' over the feed, in a place of its own (fixed, so the cards under it do not move); a tap brings
 * them in (decision 091). The live region is always there, so a screen reader hears the pill when it comes.
 */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div className="new-posts" aria-live="polite">
      {count > 0 && (
        <button type="button" className="pill new-posts-button" onClick={onShow}>
          {label(count)}
        </button>
      )}
    </div>
  );
}
