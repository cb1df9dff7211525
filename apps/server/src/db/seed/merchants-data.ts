import { SITE_FILE_PATHS } from '@lobby/contract/download';
import { CHAT_PAGE_PATH } from '@lobby/contract/chat';
import { MODULE_IDS } from '@lobby/contract/site';
import type { MerchantSettings, merchants } from '../schema/index';
import { PROVIDERS, type ProviderSeed } from './providers-data';

type MerchantRow = typeof merchants.$inferInsert;

export interface MerchantSeed {
  row: MerchantRow;
  providers: readonly ProviderSeed[];
  /** nodeIds of this merchant's games start here. */
  nodeIdBase: number;
  /** Catalogue size for a requested default-merchant size. */
  gameCount(requested: number): number;
  /** A name only this merchant's catalogue has (its first game). */
  signatureGame?: string;
  palette: { primary: string; accent: string };
}

/** White-label flags of spec accounts §6; the demo site turns them all on. */
const ALL_FLAGS = [
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'PERSREP',
  'REWCEN3',
  'MANPLAYREB3',
  'SECPRIV',
  'CBS3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'FREEPLAY3',
];
const flags = (off: readonly string[] = []) => Object.fromEntries(ALL_FLAGS.map((key) => [key, !off.includes(key)]));

const SECOND_PROVIDERS = new Set([
  'JL',
  'PG',
  'PP',
  'JDB',
  'INH',
  'INHLIVE',
  'EVL',
  'FC',
  'SABA',
  'AV',
  'SV388',
  'TCG',
  'TCG_LOTTO_VN',
  'KM',
]);

export const DEFAULT_MERCHANT_CODE = 'LUCKYNOVA';
export const SECOND_MERCHANT_CODE = 'GOLDREEF';

/** Module permissions of spec accounts §6: every module on for the demo sites. */
const ALL_MODULES = Object.fromEntries(MODULE_IDS.map((id) => [id, true]));

/** Demo link resources, customer service and social links (example.com stands in for the real hosts). */
function siteServices(slug: string, name: string, ownChat: boolean): Partial<MerchantSettings> {
  return {
    resources: [
      { resourceType: 'IOS', url: `https://apps.example.com/${slug}/ios`, labelNameEn: `${name} for iPhone` },
      { resourceType: 'MOBILECONFIG', url: SITE_FILE_PATHS.webClip, labelNameEn: 'Install profile' },
      {
        resourceType: 'Android',
        url: `https://apps.example.com/${slug}/${slug}.apk`,
        labelNameEn: `${name} for Android`,
      },
      { resourceType: 'AppDownloadIcon', url: SITE_FILE_PATHS.appIcon, labelNameEn: name },
      { resourceType: 'TELEGRAM', url: `https://t.me/${slug}_official`, labelNameEn: 'Telegram' },
      { resourceType: 'FACEBOOK', url: `https://www.facebook.com/${slug}`, labelNameEn: 'Facebook' },
    ],
    // A site with the chat module (CBS3) answers its players in our own chat page; one without has no
    // customer service that works, and says so rather than showing a dead link (decisions 127 and 160).
    customerService: ownChat ? [{ title: 'Live chat', csType: 'LIVECHAT', url: CHAT_PAGE_PATH }] : [],
    social: {
      facebook: `https://www.facebook.com/${slug}`,
      telegram: `https://t.me/${slug}_official`,
      whatsapp: 'https://wa.me/6281234567890',
    },
    modules: ALL_MODULES,
    templates: { mem_cen: '0', dep_func: '0' },
    webClip: false,
    maintenance: { active: false, windows: [], message: {} },
    region: { blockedCountries: [], allowedIps: [] },
  };
}

export const MERCHANTS: readonly MerchantSeed[] = [
  {
    row: {
      code: DEFAULT_MERCHANT_CODE,
      name: 'Lucky Nova',
      domains: ['localhost', '127.0.0.1', 'luckynova.test', 'm.luckynova.test'],
      isDefault: true,
      settings: {
        languages: ['en', 'id'],
        defaultLanguage: 'en',
        logoUrl: `/media/merchants/${DEFAULT_MERCHANT_CODE}-logo.png`,
        flags: flags(),
        theme: { primary: '#7c3aed', accent: '#fbbf24' },
        currency: 'USD',
        // A day's withdrawals up to 10,000.00.
        cashier: { withdrawalDailyAmountMinor: 1_000_000 },
        // Trial accounts here may play for free; Golden Reef keeps the guest type (free_reject).
        auth: { trialMemberType: 0 },
        ...siteServices('luckynova', 'Lucky Nova', true),
      },
    },
    providers: PROVIDERS,
    nodeIdBase: 100_000,
    gameCount: (requested) => requested,
    palette: { primary: '#7c3aed', accent: '#fbbf24' },
  },
  {
    row: {
      code: SECOND_MERCHANT_CODE,
      name: 'Golden Reef',
      // localhost is listed too, so a local client may pick this site with the Merchant header.
      domains: ['goldenreef.test', 'm.goldenreef.test', 'localhost'],
      isDefault: false,
      settings: {
        languages: ['id', 'en'],
        defaultLanguage: 'id',
        logoUrl: `/media/merchants/${SECOND_MERCHANT_CODE}-logo.png`,
        flags: flags(['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'CBS3']),
        currency: 'IDR',
        // A day's withdrawals up to Rp100,000,000.
        cashier: { withdrawalDailyAmountMinor: 10_000_000_000 },
        theme: { primary: '#0e7490', accent: '#f59e0b' },
        ...siteServices('goldenreef', 'Golden Reef', false),
        templates: { mem_cen: '1', dep_func: '0' },
      },
    },
    providers: PROVIDERS.filter((provider) => SECOND_PROVIDERS.has(provider.vassalage)),
    nodeIdBase: 500_000,
    gameCount: (requested) => Math.min(2000, Math.max(40, Math.round(requested * 0.05))),
    signatureGame: 'Reef Royale Megaways',
    palette: { primary: '#0e7490', accent: '#f59e0b' },
  },
];
