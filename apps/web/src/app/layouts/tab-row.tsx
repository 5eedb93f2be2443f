import { useLocation } from 'react-router';
import { useStartList } from './use-start-list.ts';

const TABS = [
  { id: 'trending', label: 'Trending', path: '/', queryKey: ['feed'] },
  { id: 'hot_topic', label: 'Hot Topic', path: '/content-list', queryKey: ['hot-topics'] },
] as const;

/**
 * Trending and Hot Topic. Choosing a tab clears the vendor and category filters, reloads page 1 of its
 * list and navigates (spec 000 §2).
 */
export function TabRow() {
  const { pathname } = useLocation();
  const startList = useStartList();
  const selected = pathname.startsWith('/content-list') ? 'hot_topic' : pathname === '/' ? 'trending' : undefined;

  return (
    <nav className="tab-row" aria-label="Lists">
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          className="tab"
          aria-current={selected === tab.id ? 'page' : undefined}
          onClick={() => startList(tab.path, tab.queryKey)}
        >
          {tab.label}
        </button>
      ))}
    </nav>
  );
}
