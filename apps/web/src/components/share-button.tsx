import { toast } from 'react-toastify';
import { useT } from '../lib/i18n/i18n.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import './share-button.css';

const canShare = () => typeof navigator.share === 'function';

/**
 * Shares the screen's own address (decision 090): the system share sheet where the browser has one (Web
 * Share API), otherwise the link copied with a toast. The address opens the same screen, rendered by the server
 * with its title, description and image for a messenger's preview. Until hydration the label is 'Share', as on
 * the server, which cannot know the browser. The screen renders `Toasts` for the toast.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  // 'Share' on the server and through hydration; then what this browser has.
  const sheet = !useHydrated() || canShare();
  const share = async () => {
    const url = location.href;
    if (canShare()) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is no failure; a sheet that refuses leaves the link to be copied.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.linkCopied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  return (
    <button type="button" className="pill icon-pill share-button" data-replay="" onClick={() => void share()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {sheet ? t('share.share') : t('share.copyLink')}
    </button>
  );
}
