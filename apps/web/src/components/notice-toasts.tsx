import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { useT } from '../lib/i18n/i18n.tsx';
import { subscribeNotices, takeNotices } from '../lib/notices.ts';

const CONTAINER = 'notices';

/**
 * The toasts of what a reader's change did or why it did not go through (`lib/notices.ts`): a container of their
 * own, in the reader's language, so that a screen's own toasts (Share's, on the detail) neither show them twice nor miss them while this
 * one loads.
 */
export function NoticeToasts() {
  const t = useT();
  useEffect(() => {
    const show = () => takeNotices(t).forEach(({ message, kind }) => toast[kind](message, { containerId: CONTAINER }));
    show();
    return subscribeNotices(show);
  }, [t]);
  return <ToastContainer containerId={CONTAINER} />;
}
