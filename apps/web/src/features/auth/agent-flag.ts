import { ROUTES } from '../../lib/routes';
import { STORAGE_KEYS, tabStorage } from '../../lib/storage';

/** The agent login (/m/agent) sets the agent flag; any other path clears it (spec accounts §2). */
export function syncAgentFlag(pathname: string): void {
  if (pathname.replace(/\/+$/, '') === ROUTES.agent) tabStorage.set(STORAGE_KEYS.agent, '1');
  else tabStorage.remove(STORAGE_KEYS.agent);
}

/** A login now goes through the agent side. */
export function isAgentLogin(): boolean {
  return tabStorage.get(STORAGE_KEYS.agent) === '1';
}
