import { describe, expect, it } from 'vitest';
import type { LinkResource } from '@lobby/contract/site';
import { downloadOffer, hasOffer } from './offer';
import { isLegacyIos, platformOf } from './platform';

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]',
  iosOld:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

const resources: LinkResource[] = [
  { resourceType: 'IOS', url: 'https://apps.example.com/ios', labelNameEn: 'For iPhone' },
  { resourceType: 'MOBILECONFIG', url: '/api/v1/site/web-clip.mobileconfig', labelNameEn: 'Profile' },
  { resourceType: 'Android', url: 'https://apps.example.com/app.apk', labelNameEn: 'For Android' },
  { resourceType: 'AppDownloadIcon', url: '/api/v1/site/app-icon.png', labelNameEn: 'Icon' },
];

describe('the device', () => {
  it('tells iOS, its version and Safari from other iOS browsers and in-app views', () => {
    expect(platformOf(UA.iosSafari)).toEqual({ ios: true, iosVersion: [17, 4], safari: true });
    expect(platformOf(UA.iosChrome)).toMatchObject({ ios: true, safari: false });
    expect(platformOf(UA.iosFacebook)).toMatchObject({ ios: true, safari: false });
    expect(platformOf(UA.android)).toEqual({ ios: false, iosVersion: null, safari: false });
    expect(platformOf(UA.ipadDesktop, 5)).toMatchObject({ ios: true, safari: true });
    expect(platformOf(UA.ipadDesktop, 0).ios).toBe(false);
  });

  it('calls iOS before 12.2 legacy', () => {
    expect(isLegacyIos(platformOf(UA.iosOld).iosVersion)).toBe(true);
    expect(isLegacyIos([12, 2])).toBe(false);
    expect(isLegacyIos([11, 4])).toBe(true);
    expect(isLegacyIos(null)).toBe(false);
  });
});

describe('the download offer', () => {
  const offer = (ua: string, extra: { webClip?: boolean; installed?: boolean; resources?: LinkResource[] } = {}) =>
    downloadOffer({
      resources: extra.resources ?? resources,
      webClip: extra.webClip ?? false,
      installed: extra.installed ?? false,
      platform: platformOf(ua),
    });

  it('offers iOS Safari the iOS app, the profile and the add-to-home guide', () => {
    expect(offer(UA.iosSafari)).toEqual({
      installed: false,
      app: { kind: 'ios', url: 'https://apps.example.com/ios', label: 'For iPhone' },
      profile: { url: '/api/v1/site/web-clip.mobileconfig', needsSafari: false },
      guide: { legacy: false, profileUrl: '/api/v1/site/web-clip.mobileconfig' },
      icon: '/api/v1/site/app-icon.png',
    });
    expect(offer(UA.iosOld).guide?.legacy).toBe(true);
  });

  it('marks the profile as needing Safari on other iOS browsers, with no guide', () => {
    const chrome = offer(UA.iosChrome);
    expect(chrome.profile?.needsSafari).toBe(true);
    expect(chrome.guide).toBeNull();
  });

  it('offers Android everywhere else, and never the profile', () => {
    const android = offer(UA.android);
    expect(android.app?.kind).toBe('android');
    expect([android.profile, android.guide]).toEqual([null, null]);
  });

  it('hides the profile option for a web-clip site', () => {
    expect(offer(UA.iosSafari, { webClip: true }).profile).toBeNull();
  });

  it('offers the profile as the iOS route when there is no iOS app', () => {
    const noApp = offer(UA.iosChrome, { resources: resources.filter((r) => r.resourceType !== 'IOS') });
    expect(noApp.app).toBeNull();
    expect(hasOffer(noApp)).toBe(true);
  });

  it('offers nothing inside the installed app, or without links', () => {
    expect(hasOffer(offer(UA.iosSafari, { installed: true }))).toBe(false);
    expect(hasOffer(offer(UA.android, { resources: [] }))).toBe(false);
  });
});
