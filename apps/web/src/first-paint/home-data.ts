import { API_PATHS, type Language } from '@lobby/contract/core';
import { aliasTarget } from '../lib/route-aliases';
import { ROUTES } from '../lib/routes';

/**
 * Home's first data, in one place. On a visit that starts on home its one call is made once:
 * 1. the server's first paint preloads homeDataUrl (server first-paint module, home page);
 * 2. the boot script asks for that same address at once (startHomeData), so the browser hands it
 *    the preloaded answer, and keeps the answer here;
 * 3. the app's home query (features/home/api/home.ts) takes that answer (takeBootHome) instead of
 *    calling again; main.tsx and home's route loader only start that query early (isHomePath).
 */

/** A response read by the boot script before the app bundle ran. */
export interface BootResponse {
  status: number;
  body: unknown;
}

interface BootData {
  home?: { language: Language; response: Promise<BootResponse> };
}

declare global {
  interface Window {
    __lobbyBoot?: BootData;
  }
}

/** Home's address, or one of its aliases ('/', '/m', …): a visit that starts on home. */
export function isHomePath(path: string): boolean {
  return path === ROUTES.home || aliasTarget(path) === ROUTES.home;
}

/** The address of home's data, exactly as the server's first paint preloads it. */
export function homeDataUrl(language: Language): string {
  return `${API_PATHS.home}?language=${language}`;
}

export function setBootHome(language: Language, response: Promise<BootResponse>): void {
  window.__lobbyBoot = { ...window.__lobbyBoot, home: { language, response } };
}

/** The boot script's call: home's data for this language, kept for the app to take. */
export function startHomeData(language: Language): void {
  const response: Promise<BootResponse> = fetch(homeDataUrl(language)).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
  setBootHome(language, response);
  // The app reads the outcome, failure included; until then a failure is not unhandled.
  response.catch(() => undefined);
}

/** The home data the boot script started loading, once, for that language. */
export function takeBootHome(language: Language): Promise<BootResponse> | undefined {
  const home = window.__lobbyBoot?.home;
  if (!home || home.language !== language) return undefined;
  delete window.__lobbyBoot?.home;
  return home.response;
}
