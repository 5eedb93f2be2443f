import type { Follow, FollowKind } from '@wiy/shared/follows.schema';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { SettingsList } from '../../../components/settings-list.tsx';
import { Message, useT, type MessageId } from '../../../lib/i18n/i18n.tsx';
import { useSession } from '../../../lib/session.ts';
import { useChangeFollow, useFollows } from '../api/follow-calls.ts';

const KIND_LABELS: Record<FollowKind, MessageId> = { category: 'settings.kind.category', hot_topic: 'settings.kind.hotTopic' };

/** The settings' 'Following' section (decision 094), which a notice's 'Notification settings' opens: each follow with Unfollow. */
export function FollowingSettings() {
  const t = useT();
  const { token } = useSession();
  const follows = useFollows();
  const change = useChangeFollow();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The follow that could not be unfollowed: its message is put in words when shown.
  const [notUnfollowed, setNotUnfollowed] = useState<Follow>();
  // The Unfollow pressed leaves with its row: focus goes to the section's heading.
  const unfollow = async (follow: Follow) => {
    setNotUnfollowed(undefined);
    try {
      await change(follow.kind, follow.id, false);
      heading.current?.focus();
    } catch {
      setNotUnfollowed(follow);
    }
  };
  // A notice's settings link lands here: the section is drawn after the page loaded, too late for the browser's own jump.
  useEffect(() => {
    if (hash !== '#following') return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [hash]);
  return (
    <section className="settings-section" id="following" aria-labelledby="following-heading">
      <h2 id="following-heading" ref={heading} tabIndex={-1}>
        {t('following.heading')}
      </h2>
      {!token ? (
        <p>
          <Message id="following.signInPrompt" components={{ 0: <Link to="/login" /> }} />
        </p>
      ) : (
        <>
          <p>{t('following.about')}</p>
          {follows.isError && <p role="alert">{t('following.loadFailed')}</p>}
          {notUnfollowed && <p role="alert">{t('following.unfollowFailed', { label: notUnfollowed.label })}</p>}
          {follows.data?.length === 0 && <p>{t('following.none')}</p>}
          {follows.data && follows.data.length > 0 && (
            <SettingsList
              rows={follows.data.map((follow) => ({
                key: `${follow.kind}:${follow.id}`,
                kind: t(KIND_LABELS[follow.kind]),
                label: follow.label,
                removeLabel: t('following.unfollowLabel', { label: follow.label }),
                onRemove: () => void unfollow(follow),
              }))}
              removeText={t('following.unfollow')}
            />
          )}
        </>
      )}
    </section>
  );
}
