import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Opens a list from its start, as a tap on the link to it goes there: the loaded pages are dropped (so page 1 is
 * fetched again into an empty list) and the window goes to the top. The link itself navigates, to the path's
 * screen with no filter in its query string; before the app is live the browser follows it on its own.
 */
export function useStartList() {
  const queryClient = useQueryClient();
  return (queryKey: QueryKey) => {
    queryClient.removeQueries({ queryKey });
    window.scrollTo(0, 0);
  };
}
