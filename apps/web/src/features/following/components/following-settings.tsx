import type { Follow, FollowKind } from '@wiy/shared/follows.schema';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session.ts';
import { useChangeFollow, useFollows } from '../api/follow-calls.ts';

const KIND_LABELS: Record<FollowKind, string> = { category: 'Category', hot_topic: 'Hot topic' };

/** The settings' 'Following' section (decision 094), which a notice's 'Notification settings' opens: each follow with Unfollow. */
export function FollowingSettings() {
  const { token } = useSession();
  const follows = useFollows();
  const change = useChangeFollow();
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The Unfollow pressed leaves with its row: focus goes to the section's heading.
  const unfollow = async (follow: Follow) => {
    setProblem(undefined);
    try {
      await change(follow.kind, follow.id, false);
      heading.current?.focus();
    } catch {
      setProblem(`Could not unfollow ${follow.label}. Try again.`);
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
        Following
      </h2>
      {!token ? (
        <p>
          <Link to="/login">Sign in</Link> to follow a hot topic or a category and get a notification when new posts arrive.
        </p>
      ) : (
        <>
          <p>
            You get a notification when new posts arrive in what you follow, one for each topic however many arrive at once. Follow from a hot topic&apos;s or a
            category&apos;s screen.
          </p>
          {follows.isError && <p role="alert">Could not load what you follow. Try again.</p>}
          {problem && <p role="alert">{problem}</p>}
          {follows.data?.length === 0 && <p>You follow nothing yet.</p>}
          {follows.data && follows.data.length > 0 && (
            <ul className="settings-list">
              {follows.data.map((follow) => (
                <li key={`${follow.kind}:${follow.id}`}>
                  <span>
                    <span className="settings-kind">{KIND_LABELS[follow.kind]}</span> {follow.label}
                  </span>
                  <button type="button" className="pill settings-action" aria-label={`Unfollow ${follow.label}`} onClick={() => void unfollow(follow)}>
                    Unfollow
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
