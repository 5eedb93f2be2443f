import { NEW_POSTS_COUNTED } from '@wiy/shared/constants';
import { useT } from '../lib/i18n/i18n.tsx';

/**
 * 'N new posts' over the feed, in a place of its own (fixed, so the cards under it do not move); a tap brings
 * them in (decision 091). The live region is always there, so a screen reader hears the pill when it comes.
 */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  const t = useT();
  return (
    <div className="new-posts" aria-live="polite">
      {count > 0 && (
        <button type="button" className="pill new-posts-button" onClick={onShow}>
          {count >= NEW_POSTS_COUNTED ? t('feed.newPostsAtLeast', { count: NEW_POSTS_COUNTED - 1 }) : t('feed.newPosts', { count })}
        </button>
      )}
    </div>
  );
}
