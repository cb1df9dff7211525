/**
 * The one spelling of a request target that the router and every gate see (Fastify's rewriteUrl runs it
 * before routing, so request.url is this form everywhere). Equivalent spellings of a path (RFC 3986 §6.2.2)
 * become the same path: percent-encoded unreserved characters decoded (`/%61pi` is `/api`), repeated
 * slashes merged, dot segments removed (`/m/../api` is `/api`), an absolute-form target reduced to its
 * path, and any fragment dropped. Other percent-encodings stay encoded, so the router's own decoding of
 * what is left can never produce a letter, digit or `/` that a gate did not see: a prefix test on this
 * path is a test on the route the router picks. Case is not folded: routes are case-sensitive, so
 * `/API/v1/...` matches no API route and answers 404.
 */
export function canonicalUrl(url: string): string {
  // The usual target has nothing to rewrite (tested on the whole URL: cheap, and a false alarm only costs time).
  if (url.startsWith('/') && !SUSPECT.test(url)) return url;
  const target = stripFragment(stripOrigin(url));
  const queryAt = target.indexOf('?');
  if (queryAt === -1) return canonicalPath(target);
  return canonicalPath(target.slice(0, queryAt)) + target.slice(queryAt);
}

/** The path of a canonical URL (the part before `?`). */
export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

const SUSPECT = /%|\/\/|\/\.|#/;
const ORIGIN = /^https?:\/\/[^/?#]*/i;
const ENCODED = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** `http://host/path` (absolute-form, which the router accepts) is `/path`. */
function stripOrigin(url: string): string {
  const origin = ORIGIN.exec(url);
  if (!origin) return url;
  const rest = url.slice(origin[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** A request target carries no fragment; the router would cut the path at `#`. */
function stripFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function canonicalPath(path: string): string {
  if (!path.startsWith('/')) return path;
  const decoded = path.replace(ENCODED, (match, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : match.toUpperCase();
  });
  const segments: string[] = [];
  const parts = decoded.split('/');
  for (const part of parts) {
    if (part === '..') segments.pop();
    else if (part !== '' && part !== '.') segments.push(part);
  }
  const last = parts[parts.length - 1];
  // `/m/` and `/m` are different routes; `/a/b/..` is `/a/` (RFC 3986 §5.2.4).
  const trailingSlash = segments.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${segments.join('/')}${trailingSlash ? '/' : ''}`;
}
