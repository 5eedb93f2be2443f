import { useEffect } from 'react';
import { TrendingFeed } from '../../features/feed/components/trending-feed.tsx';

export function HomeRoute() {
  useEffect(() => {
    document.title = 'Content List';
  }, []);
  return (
    <>
      <h1 className="visually-hidden">Trending</h1>
      <TrendingFeed />
    </>
  );
}
