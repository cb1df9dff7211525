import sanitize from 'sanitize-html';
import { ApiError } from './envelope';

/** Tags whose presence means the author tried to run something, not to format text. */
const HOSTILE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'form',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'background']);
/** A scheme that runs code or smuggles a document: checked after entities are decoded and blanks removed. */
const HOSTILE_URL = /^(javascript|vbscript|data|file):/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'code' && tag !== 'pre'),
    'img',
    'span',
    'font',
    'u',
    's',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    '*': ['style', 'class'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-size': [/^\d{1,3}(px|em|rem|%)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Links leave the site in a new tab without handing it our window.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
        : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

function isHostile(tag: string, attributes: Record<string, string>): boolean {
  if (HOSTILE_TAGS.has(tag)) return true;
  return Object.entries(attributes).some(([name, value]) => {
    const key = name.toLowerCase();
    if (key.startsWith('on')) return true;
    // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a scheme
    return URL_ATTRIBUTES.has(key) && HOSTILE_URL.test(value.replace(/[\s\u0000-\u001f]+/g, ''));
  });
}

/**
 * Operator HTML as it may be stored: formatting, links and images only. Anything that could run
 * (scripts, event handlers, javascript: links, frames) is refused with `content.unsafe` naming the
 * field, so the operator sees what was wrong and nothing half-cleaned is stored.
 */
export function sanitizeContent(html: string, field: string): string {
  let hostile = false;
  const clean = sanitize(html, {
    ...OPTIONS,
    onOpenTag: (tag, attributes) => {
      if (isHostile(tag.toLowerCase(), attributes)) hostile = true;
    },
  });
  if (hostile) throw new ApiError('content.unsafe', undefined, field);
  return clean;
}

/** Plain text of some HTML (titles, previews): every tag dropped, entities kept encoded. */
export function plainText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
