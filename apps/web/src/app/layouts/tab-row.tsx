import { useLocation } from 'react-router';
import { Link } from '../../components/link.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useStartList } from './use-start-list.ts';

/** The spec's tab actions (spec 000 §2): two lists, then `list` and `food_and_cooking`. */
const TABS = [
  { id: 'trending', label: 'tabs.trending', path: '/', queryKey: ['feed'], owns: (pathname: string) => pathname === '/' },
  {
    id: 'hot_topic',
    label: 'tabs.hotTopic',
    path: '/content-list',
    queryKey: ['hot-topics'],
    owns: (pathname: string) => pathname.startsWith('/content-list'),
  },
  {
    id: 'list',
    label: 'tabs.channels',
    path: '/list-category-channel',
    queryKey: ['channels'],
    owns: (pathname: string) => pathname.startsWith('/list-category-channel'),
  },
  {
    id: 'food_and_cooking',
    label: 'tabs.recipes',
    path: '/recipe-channel-list',
    queryKey: ['recipes'],
    owns: (pathname: string) => pathname.startsWith('/recipe-') || pathname === '/search-recipe-list',
  },
] as const;

/**
 * Trending, Hot Topic, Channels and Recipes. Choosing a tab clears the vendor and category filters,
 * reloads page 1 of its list and navigates (spec 000 §2). Each is a link, which works before the app is live
 * and without JavaScript.
 */
export function TabRow() {
  const { pathname } = useLocation();
  const startList = useStartList();
  const t = useT();
  const selected = TABS.find((tab) => tab.owns(pathname))?.id;

  return (
    <nav className="tab-row" aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <Link key={tab.id} to={tab.path} className="pill tab" aria-current={selected === tab.id ? 'page' : undefined} onClick={() => startList(tab.queryKey)}>
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
