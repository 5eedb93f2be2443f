import { Link } from './link.tsx';
import { useT } from '../lib/i18n/i18n.tsx';

/** What a screen shows when its link's `data` cannot be read: the reason and a way back. */
export function BrokenLink({ back, backLabel }: { back: string; backLabel: string }) {
  const t = useT();
  return (
    <div className="empty" role="alert">
      <h1 className="visually-hidden">{t('brokenLink.title')}</h1>
      <p>{t('brokenLink.message')}</p>
      <p>
        <Link to={back}>{backLabel}</Link>
      </p>
    </div>
  );
}
