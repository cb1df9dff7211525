// Test helper: every route the app registered, read from the router itself (printRoutes), so a
// route hidden from the API docs is listed too.
import type { App } from '../app';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/** Each method and full URL of the router's tree (`├── /path (GET, POST)`, children indented by 4). */
export function registeredRoutes(app: App): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*?)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    prefixes.length = depth;
    const url = `${prefixes.join('')}${match[2] ?? ''}`;
    prefixes.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, url });
  }
  return routes;
}
