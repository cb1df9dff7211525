import { API_PATHS, type Language } from '@lobby/contract';

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

export const HOME_DATA_PATH = API_PATHS.home;

export function homeDataUrl(language: Language): string {
  return `${API_PATHS.home}?language=${language}`;
}

export function setBootHome(language: Language, response: Promise<BootResponse>): void {
  window.__lobbyBoot = { ...window.__lobbyBoot, home: { language, response } };
}

/** The home data the boot script started loading, once, for that language. */
export function takeBootHome(language: Language): Promise<BootResponse> | undefined {
  const home = window.__lobbyBoot?.home;
  if (!home || home.language !== language) return undefined;
  delete window.__lobbyBoot?.home;
  return home.response;
}
