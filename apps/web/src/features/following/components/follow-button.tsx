import type { FollowKind } from '@wiy/shared/follows.schema';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client.ts';
import { useT, type Translate } from '../../../lib/i18n/i18n.tsx';
import type { ScreenMessage } from '../../../lib/i18n/screen-message.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangeFollow, useFollows } from '../api/follow-calls.ts';
import { FollowProblem, subscribeThisBrowser } from '../push-device.ts';

function problemText(error: unknown, t: Translate): string {
  if (error instanceof FollowProblem) return t(error.id);
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t('following.changeFailed');
}

/**
 * Follow a hot topic or a category (decision 094): a notification when a curator publishes into
 * it. A toggle with `aria-pressed`; before sign-in it leads to the login screen. Rendered after hydration only,
 * since the server cannot know the reader. The screen renders `Toasts`.
 */
export function FollowButton({ kind, id, name }: { kind: FollowKind; id: string; name: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const { token } = useSession();
  const navigate = useNavigate();
  const follows = useFollows();
  const change = useChangeFollow();
  const [busy, setBusy] = useState(false);
  if (!hydrated || !id) return null;
  const following = follows.data?.some((follow) => follow.kind === kind && follow.id === id) ?? false;

  const toggle = async () => {
    if (busy || follows.isLoading) return;
    if (!token) {
      navigate('/login', { state: { messageId: 'following.signInToFollow' } satisfies ScreenMessage });
      return;
    }
    setBusy(true);
    try {
      if (following) {
        await change(kind, id, false);
        toast.success(t('following.unfollowed', { name }));
      } else {
        await subscribeThisBrowser();
        await change(kind, id, true);
        toast.success(t('following.followed', { name }));
      }
    } catch (error) {
      toast.error(problemText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    // Busy, the button keeps its focus (aria-disabled, not disabled) and ignores presses.
    <button
      type="button"
      className="pill icon-pill"
      aria-pressed={following}
      aria-disabled={busy || follows.isLoading}
      data-replay=""
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2ZM10 20a2 2 0 0 0 4 0"
          fill={following ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {following ? t('following.following') : t('following.follow')}
    </button>
  );
}
