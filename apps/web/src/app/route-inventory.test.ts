// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { A11Y_ROUTES } from '../../e2e/a11y-routes';
import { ROUTE_ALIASES } from '../lib/route-aliases';
import { routes } from './router';

/** The page paths of a route table: nested paths joined; layouts, index and catch-all routes left out. */
function pagePaths(table: readonly RouteObject[], base = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    if (route.children) return pagePaths(route.children, path);
    if (route.index || route.path === undefined || (route.path.endsWith('*') && route.path.length === 1)) return [];
    return [path];
  });
}

describe('the accessibility pass covers every page', () => {
  it('lists every path of the router (aliases redirect, so they are not pages)', () => {
    const listed = new Set(A11Y_ROUTES.map((route) => route.path));
    const missing = pagePaths(routes).filter((path) => !(path in ROUTE_ALIASES) && !listed.has(path));
    expect(missing).toEqual([]);
  });
});
