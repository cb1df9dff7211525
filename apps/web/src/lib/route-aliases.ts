import { ROUTES } from './routes';

/** Paths that redirect to a canonical route (spec lobby §2). */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/': ROUTES.home,
  '/m': ROUTES.home,
  '/m/': ROUTES.home,
  '/m/index': ROUTES.home,
  '/m/index.html': ROUTES.home,
  '/m/fish-games': '/m/fishing-games',
  '/m/jili': '/m/jili-games',
};

/** The canonical path for an alias, or null when the path is not an alias. */
export function aliasTarget(pathname: string): string | null {
  return ROUTE_ALIASES[pathname] ?? null;
}
