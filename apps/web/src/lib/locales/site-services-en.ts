import type { SocialNetwork } from '@lobby/contract/site';

type Keyed<P extends string, K extends string> = Record<`${P}.${K}`, string>;

const social = {
  'follow.facebook': 'Facebook',
  'follow.whatsapp': 'WhatsApp',
  'follow.telegram': 'Telegram',
  'follow.viber': 'Viber',
} satisfies Keyed<'follow', SocialNetwork>;

/** Help centre, app download, language picker, social bar and customer service (loaded with the account messages). */
export const siteServicesEn = {
  'help.topics': 'Help topics',
  'help.empty': 'There are no help topics yet.',
  'help.emptyHint': 'Please contact customer service if you need a hand.',
  'help.subTopics': 'In this topic',
  'help.all': 'All help topics',
  'help.footerTitle': 'Help',
  'help.readMore': 'Open {{title}}',

  'download.heading': 'Get the {{name}} app',
  'download.body': 'Open your games in one tap, full screen, with faster loading and instant alerts.',
  'download.perk.fast': 'Faster start',
  'download.perk.full': 'Full screen',
  'download.perk.safe': 'Safe and free',
  'download.ios': 'Download for iPhone',
  'download.android': 'Download for Android',
  'download.profile': 'Install on iPhone (profile)',
  'download.profileHint':
    'Installs a {{name}} icon on your Home Screen. Open the downloaded profile in Settings to finish.',
  'download.notice': 'Notice',
  'download.useSafari': 'Please use Safari for download App.',
  'download.confirm': 'Confirm',
  'download.installed': 'You are already using the app.',
  'download.installedHint': 'Everything is here: enjoy your games.',
  'download.none': 'The app is not available yet.',
  'download.noneHint': 'Please check back soon, or play right here in your browser.',
  'download.android.title': 'Install on Android',
  'download.android.step1': 'Tap “Download for Android” and open the file when it has arrived.',
  'download.android.step2': 'If Android asks, allow your browser to install apps, then tap Install.',
  'download.android.step3': 'Open {{name}} and log in with your account.',
  'download.android.shortcutTitle': 'Rather not install?',
  'download.android.shortcut':
    'In Chrome, open the ⋮ menu and choose “Add to Home screen”: {{name}} then opens full screen from its icon.',
  'download.guide.title': 'Add to Home Screen',
  'download.guide.intro': 'Put {{name}} on your Home Screen and open it like an app.',
  'download.guide.step1': 'Tap the Share button in the Safari toolbar.',
  'download.guide.step2': 'Scroll down and choose “Add to Home Screen”.',
  'download.guide.step3': 'Tap “Add”: the {{name}} icon appears on your Home Screen.',
  'download.guide.legacy':
    'Your iOS version is older than 12.2, so the app opens in Safari from the Home Screen. Update iOS for the full-screen app.',
  'download.guide.open': 'How to add to Home Screen',
  'download.prompt.title': 'Play faster in the app',
  'download.prompt.body': 'Full screen, one tap from your Home Screen.',
  'download.prompt.get': 'Get the app',
  'download.prompt.dismiss': 'Not now',

  'follow.title': 'Follow us',
  'follow.open': '{{network}} (opens in a new tab)',
  ...social,

  'service.none': 'Customer service is not available right now.',
  'lang.current': 'Current language',

  'siteFooter.label': 'Site information',
  'siteFooter.games': 'Games',
  'siteFooter.about': 'About us',
  'siteFooter.terms': 'Terms and conditions',
  'siteFooter.fairness': 'Provably fair',
  'siteFooter.licence': 'Licensed and regulated gaming',
  'siteFooter.adults': 'Adults only (18+). Please play responsibly.',
  'siteFooter.copyright': '© {{year}} {{name}}. All rights reserved.',
} as const;

export type SiteServicesMessages = Record<keyof typeof siteServicesEn, string>;
