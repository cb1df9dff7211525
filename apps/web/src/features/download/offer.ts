import type { LinkResource, LinkResourceType } from '@lobby/contract/site';
import { isLegacyIos, type Platform } from './platform';

export interface DownloadOffer {
  /** Inside the native app or the installed web app: nothing to offer. */
  installed: boolean;
  /** The store or package link for this device: the iOS app on iOS, Android elsewhere. */
  app: { kind: 'ios' | 'android'; url: string; label: string } | null;
  /** The iOS configuration profile (a web clip), unless the site is offered as a web clip already. */
  profile: { url: string; needsSafari: boolean } | null;
  /** The add-to-home-screen guide: iOS Safari outside the installed app only. */
  guide: { legacy: boolean; profileUrl: string | null } | null;
  /** The app's icon for the banner. */
  icon: string | null;
}

export interface OfferInput {
  resources: readonly LinkResource[];
  webClip: boolean;
  platform: Platform;
  installed: boolean;
}

function link(resources: readonly LinkResource[], type: LinkResourceType): LinkResource | undefined {
  return resources.find((resource) => resource.resourceType === type && resource.url !== '');
}

/** What the download page and popup show on this device (spec accounts §2, app download). */
export function downloadOffer({ resources, webClip, platform, installed }: OfferInput): DownloadOffer {
  const icon = link(resources, 'AppDownloadIcon')?.url ?? null;
  if (installed) return { installed, app: null, profile: null, guide: null, icon };
  const ios = link(resources, 'IOS');
  const android = link(resources, 'Android');
  const profileLink = link(resources, 'MOBILECONFIG');
  const app = platform.ios
    ? ios && { kind: 'ios' as const, url: ios.url, label: ios.labelNameEn }
    : android && { kind: 'android' as const, url: android.url, label: android.labelNameEn };
  return {
    installed,
    app: app ?? null,
    profile: platform.ios && profileLink && !webClip ? { url: profileLink.url, needsSafari: !platform.safari } : null,
    guide: platform.safari ? { legacy: isLegacyIos(platform.iosVersion), profileUrl: profileLink?.url ?? null } : null,
    icon,
  };
}

/** Whether there is anything to download or install here. */
export function hasOffer(offer: DownloadOffer): boolean {
  return !offer.installed && (offer.app !== null || offer.profile !== null || offer.guide !== null);
}
