import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { countReach } from '../api/count-reach.ts';

/** The item whose detail holds the links out: following one counts as that item's click (decision 098). */
export const ReachItemContext = createContext<string | undefined>(undefined);

/**
 * A link out to the platform, in a new tab that gets no hold on this page. Following it, by a click or a
 * middle-click (a tab in the background), counts a click for the item around it, when there is one.
 */
export function OutLink({ href, children, ...props }: { href: string; className: string; 'aria-label'?: string; children: ReactNode }) {
  const uniId = useContext(ReachItemContext);
  const handleClick = () => {
    if (uniId !== undefined) countReach(uniId, 'click');
  };
  // A right button's auxclick opens a menu, not the link.
  const handleAuxClick = (event: MouseEvent) => {
    if (event.button === 1) handleClick();
  };
  return (
    <a href={href} {...props} target="_blank" rel="noopener noreferrer" onClick={handleClick} onAuxClick={handleAuxClick}>
      {children}
    </a>
  );
}
