import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute in-app path, e.g. /m/slot-games?vassalage=PG. */
  to: string;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link to an absolute in-app path, navigated client-side. Unlike the router's Link it does not
 * resolve relative paths or follow the location, so a screen full of links renders cheaply.
 */
export function AppLink({ to, onClick, target, ...props }: AppLinkProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={handleClick} {...props} />;
}
