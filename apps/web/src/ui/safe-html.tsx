import { useMemo, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import DOMPurify from 'dompurify';

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

/**
 * Dark-theme prose for operator content: readable headings, lists with markers, gold links, images
 * that never overflow the phone, tables that scroll instead of widening the page.
 */
const PROSE = [
  'break-words text-sm leading-relaxed text-muted',
  '[&_p]:my-2 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0',
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:text-lg [&_h1]:font-bold [&_h1]:text-text',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-bold [&_h2]:text-text',
  '[&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-sm [&_h3]:font-semibold [&_h3]:text-text',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:text-sm [&_h4]:font-semibold [&_h4]:text-text',
  '[&_strong]:font-semibold [&_strong]:text-text [&_b]:font-semibold [&_b]:text-text',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5',
  '[&_li]:my-1 [&_li]:marker:text-gold-400',
  '[&_a]:font-medium [&_a]:text-gold-300 [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-2 [&_blockquote]:border-violet-500 [&_blockquote]:pl-3 [&_blockquote]:italic',
  '[&_hr]:my-3 [&_hr]:border-line-strong',
  '[&_table]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-xs',
  '[&_th]:border [&_th]:border-line-strong [&_th]:bg-ink-700 [&_th]:px-2 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold [&_th]:text-text',
  '[&_td]:border [&_td]:border-line-strong [&_td]:px-2 [&_td]:py-1.5',
].join(' ');

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
