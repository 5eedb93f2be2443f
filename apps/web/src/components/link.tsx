import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type To } from 'react-router';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link to a screen of the app: the address the server renders, which the live app follows itself on a plain
 * click (a click with a modifier key, or into another target, is the browser's). react-router's own `Link` and
 * `NavLink` do the same and also carry framework mode's prefetching and route discovery, which these routes never
 * use. Its library is one module, so what any screen takes from it the home route loads (decision 230).
 */
export function Link({ to, replace, state, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/** A link in a navigation, marked the current page (`aria-current`, the class `active`) while its screen or one under it is shown. */
export function NavLink({ to, className, ...rest }: LinkProps) {
  const current = useMatch({ path: useResolvedPath(to).pathname, end: false }) !== null;
  return (
    <Link {...rest} to={to} className={current ? [className, 'active'].filter(Boolean).join(' ') : className} aria-current={current ? 'page' : undefined} />
  );
}
