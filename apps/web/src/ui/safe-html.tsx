import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import DOMPurify from 'dompurify';
import { PROSE } from '@lobby/ui/prose';

/**
 * Tags that could run code, restyle the whole page or post data somewhere. The server already
 * refuses them when content is stored; this is the second gate, for anything stored before that
 * rule or changed on the way.
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
];
const FORBID_ATTR = ['formaction', 'action', 'srcdoc'];
/** Only these schemes survive in links and images (relative paths such as /m/... or /media/... too). */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const EXTERNAL = /^https?:\/\//i;

let hooked = false;

/** Links that leave the site open a new tab that cannot reach back into this window. */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (EXTERNAL.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.nodeName === 'IMG') {
      // Content images sit below the fold more often than not.
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** The HTML that may reach the page: DOMPurify with the rules above. Exported for tests. */
export function purify(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    // Links may carry target: the hook above decides its value.
    ADD_ATTR: ['target'],
  });
}

interface SafeHtmlProps {
  /** HTML from the server (operator content). Never rendered before DOMPurify has seen it. */
  html: string;
  className?: string;
}

/** The only way server HTML reaches the page. */
export function SafeHtml(props: SafeHtmlProps) {
  // Inside the app, links to its own pages move within it instead of loading the site again.
  return useInRouterContext() ? <RoutedHtml {...props} /> : <PlainHtml {...props} />;
}

function PlainHtml({ html, className = '', onClick }: SafeHtmlProps & { onClick?: (event: MouseEvent) => void }) {
  const clean = useMemo(() => purify(html), [html]);
  return <div className={`${PROSE} ${className}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** An in-site link's path (/m/...), or null for anything that should behave as a plain link. */
export function inSitePath(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link?.getAttribute('href') ?? '';
  if (!link || link.hasAttribute('target') || !href.startsWith('/m/')) return null;
  return href;
}

function RoutedHtml(props: SafeHtmlProps) {
  const navigate = useNavigate();
  return (
    <PlainHtml
      {...props}
      onClick={(event) => {
        const path = inSitePath(event);
        if (path === null) return;
        event.preventDefault();
        navigate(path);
      }}
    />
  );
}
