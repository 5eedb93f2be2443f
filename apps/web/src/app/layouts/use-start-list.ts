import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Opens a list from its start: the loaded pages are dropped (so page 1 is fetched again into an empty
 * list), the window goes to the top, and the path's screen shows with no filter in its query string.
 */
export function useStartList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (path: string, queryKey: QueryKey) => {
    queryClient.removeQueries({ queryKey });
    window.scrollTo(0, 0);
    navigate(path);
  };
}
