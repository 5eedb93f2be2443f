import type { MouseEvent } from 'react';
import { useT } from '../lib/i18n/i18n.tsx';

/** The id of every screen's main content, which the skip link moves focus to. */
export const MAIN_CONTENT_ID = 'main';

/**
 * A screen's first tab stop, shown only while focused: it takes a keyboard past the header and the tabs to the
 * screen's content. Before the app is live it is a plain link to the fragment, which the browser follows by
 * focusing the target; the live app focuses it itself, so that the address does not gain a `#main` the router
 * would treat as a new entry.
 */
export function SkipLink() {
  const t = useT();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={handleClick}>
      {t('header.skipToContent')}
    </a>
  );
}
