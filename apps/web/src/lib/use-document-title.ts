import { useEffect } from 'react';

/** Sets the page title while a screen shows it; an undefined title (data still loading) leaves it as is. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
