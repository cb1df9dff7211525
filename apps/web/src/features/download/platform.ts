import { IOS_ADD_TO_HOME_MIN_VERSION } from '@lobby/contract/download';

export interface Platform {
  ios: boolean;
  /** Major and minor iOS version, when the user agent tells. */
  iosVersion: readonly [number, number] | null;
  /** Safari itself on iOS (not Chrome, Firefox, Edge or an in-app browser, which cannot install profiles). */
  safari: boolean;
}

/** Browsers on iOS that are not Safari, and in-app browsers (Facebook, Instagram, LINE, WeChat, Google app, …). */
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Twitter|LobbyApp\//;

/** What the download page needs to know about the device, from its user agent (and touch points for iPadOS). */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  // iPadOS 13+ asks for the desktop site: a "Macintosh" with a touch screen is an iPad.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const match = /OS (\d+)[_.](\d+)/.exec(userAgent) ?? /Version\/(\d+)\.(\d+)/.exec(userAgent);
  const iosVersion = ios && match ? ([Number(match[1]), Number(match[2])] as const) : null;
  // In-app web views leave out the Safari token.
  const safari = ios && /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
  return { ios, iosVersion, safari };
}

/** iOS before 12.2 gets the legacy notice in the add-to-home guide. */
export function isLegacyIos(version: Platform['iosVersion']): boolean {
  if (!version) return false;
  const [major, minor] = version;
  const [minMajor, minMinor] = IOS_ADD_TO_HOME_MIN_VERSION;
  return major < minMajor || (major === minMajor && minor < minMinor);
}

export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return { ios: false, iosVersion: null, safari: false };
  return platformOf(navigator.userAgent, navigator.maxTouchPoints);
}
