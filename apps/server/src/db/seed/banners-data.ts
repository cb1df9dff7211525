import type { BannerGroup } from '@lobby/contract/banners';
import type { GameType } from '@lobby/contract/games';
import { bannerArtFile } from './art/encoding';
import type { Money } from './promotions-data';

export interface BannerArtSpec {
  file: string;
  title: string;
  subtitle: string;
  cta: string;
  hue: number;
  motif: GameType | 'PROMO';
}

/** The languages the demo banners are drawn in; each banner row carries one. */
export const BANNER_LANGUAGES = ['en', 'id'] as const;
export type BannerLanguage = (typeof BANNER_LANGUAGES)[number];

/** Where a banner leads: a page of the site, or the promotion (by seed key) it advertises. */
export type BannerTarget = { route: string } | { promotion: string };

export interface BannerSeed {
  groupName: BannerGroup;
  language: BannerLanguage;
  title: string;
  target: BannerTarget;
  art: BannerArtSpec;
}

interface BannerText {
  title: string;
  subtitle: string;
  cta: string;
}

interface Draft {
  groupName: BannerGroup;
  target: BannerTarget;
  hue: number;
  motif: BannerArtSpec['motif'];
  text: Record<BannerLanguage, BannerText>;
}

/**
 * The demo banners. Every promise a banner makes is the promotion it links to (same figures), and
 * every other banner names a page that exists and has games on both demo sites.
 */
function drafts(brand: string, money: Money): Draft[] {
  const home = 'm_home' as const;
  return [
    {
      groupName: home,
      target: { promotion: 'welcome' },
      hue: 268,
      motif: 'PROMO',
      text: {
        en: {
          title: `Welcome to ${brand}`,
          subtitle: `Double your first deposit up to ${money(500, 'en')}`,
          cta: 'Claim now',
        },
        id: {
          title: `Selamat datang di ${brand}`,
          subtitle: `Deposit pertama digandakan hingga ${money(500, 'id')}`,
          cta: 'Klaim',
        },
      },
    },
    {
      groupName: home,
      target: { promotion: 'slot-tournament' },
      hue: 350,
      motif: 'RNG',
      text: {
        en: {
          title: 'Spin Masters Tournament',
          subtitle: `Top 100 spinners share ${money(50000, 'en')} every month`,
          cta: 'Join now',
        },
        id: {
          title: 'Turnamen Spin Masters',
          subtitle: `100 pemain teratas berbagi ${money(50000, 'id')} tiap bulan`,
          cta: 'Ikuti',
        },
      },
    },
    {
      groupName: home,
      target: { promotion: 'weekly-cashback' },
      hue: 200,
      motif: 'LIVE',
      text: {
        en: {
          title: 'Weekly Live Cashback 5%',
          subtitle: 'Get 5% of your net live casino losses back',
          cta: 'Get cashback',
        },
        id: {
          title: 'Cashback Live Mingguan 5%',
          subtitle: 'Dapatkan kembali 5% kekalahan bersih kasino langsung',
          cta: 'Ambil cashback',
        },
      },
    },
    {
      groupName: home,
      target: { route: '/m/jili-games' },
      hue: 30,
      motif: 'RNG',
      text: {
        en: { title: 'JILI Games', subtitle: 'Slots, fishing and card games in one place', cta: 'Play JILI' },
        id: { title: 'Permainan JILI', subtitle: 'Slot, tembak ikan dan kartu di satu tempat', cta: 'Main JILI' },
      },
    },
    {
      groupName: home,
      target: { route: '/m/rewardCenter' },
      hue: 150,
      motif: 'PROMO',
      text: {
        en: { title: 'Reward Centre', subtitle: 'Follow every reward you have applied for', cta: 'Open rewards' },
        id: { title: 'Pusat Hadiah', subtitle: 'Pantau setiap hadiah yang Anda ajukan', cta: 'Buka hadiah' },
      },
    },
    {
      groupName: 'm_promotion',
      target: { promotion: 'referral' },
      hue: 190,
      motif: 'PROMO',
      text: {
        en: {
          title: 'Refer a Friend',
          subtitle: `${money(20, 'en')} for every friend who joins and plays`,
          cta: 'Invite',
        },
        id: {
          title: 'Ajak Teman',
          subtitle: `${money(20, 'id')} untuk setiap teman yang bergabung dan bermain`,
          cta: 'Ajak',
        },
      },
    },
    {
      groupName: 'm_promotion',
      target: { promotion: 'daily-reload' },
      hue: 310,
      motif: 'PROMO',
      text: {
        en: { title: 'Daily Reload 10%', subtitle: 'An extra 10% on your first deposit every day', cta: 'Reload' },
        id: {
          title: 'Isi Ulang Harian 10%',
          subtitle: 'Tambahan 10% untuk deposit pertama setiap hari',
          cta: 'Isi ulang',
        },
      },
    },
    {
      groupName: 'm_promotion',
      target: { route: '/m/member/benefits' },
      hue: 45,
      motif: 'PROMO',
      text: {
        en: { title: 'VIP Levels', subtitle: 'See what every level brings', cta: 'See levels' },
        id: { title: 'Level VIP', subtitle: 'Lihat keuntungan setiap level', cta: 'Lihat level' },
      },
    },
    {
      groupName: 'm_reg',
      target: { route: '/m/register' },
      hue: 280,
      motif: 'PROMO',
      text: {
        en: { title: 'Sign up in 30 seconds', subtitle: 'Then claim the 100% welcome bonus', cta: 'Register' },
        id: { title: 'Daftar dalam 30 detik', subtitle: 'Lalu klaim bonus sambutan 100%', cta: 'Daftar' },
      },
    },
    {
      groupName: 'm_rng',
      target: { promotion: 'slot-tournament' },
      hue: 330,
      motif: 'RNG',
      text: {
        en: { title: 'Slot Tournament', subtitle: 'Top 100 spinners share the prize', cta: 'Join now' },
        id: { title: 'Turnamen Slot', subtitle: '100 pemain teratas berbagi hadiah', cta: 'Ikuti' },
      },
    },
    {
      groupName: 'm_rng',
      target: { route: '/m/slot-games?gameClassify=FeatureBuy' },
      hue: 15,
      motif: 'RNG',
      text: {
        en: { title: 'Feature Buy Slots', subtitle: 'Jump straight to the bonus round', cta: 'Buy features' },
        id: { title: 'Slot Beli Fitur', subtitle: 'Langsung ke putaran bonus', cta: 'Beli fitur' },
      },
    },
    {
      groupName: 'm_live',
      target: { promotion: 'weekly-cashback' },
      hue: 210,
      motif: 'LIVE',
      text: {
        en: { title: 'Live Cashback 5%', subtitle: 'Your net live losses, 5% back weekly', cta: 'Get cashback' },
        id: {
          title: 'Cashback Live 5%',
          subtitle: '5% kekalahan bersih live kembali tiap minggu',
          cta: 'Ambil cashback',
        },
      },
    },
    {
      groupName: 'm_live',
      target: { route: '/m/live-games' },
      hue: 0,
      motif: 'LIVE',
      text: {
        en: {
          title: 'Live Tables 24/7',
          subtitle: 'Baccarat, roulette and more with real dealers',
          cta: 'Take a seat',
        },
        id: { title: 'Meja Live 24/7', subtitle: 'Baccarat, roulette dan lainnya dengan dealer asli', cta: 'Duduk' },
      },
    },
    {
      groupName: 'm_fish',
      target: { route: '/m/fishing-games' },
      hue: 185,
      motif: 'FISH',
      text: {
        en: { title: 'Ocean Hunt', subtitle: 'Aim, fire and reel in the big fish', cta: 'Start fishing' },
        id: { title: 'Berburu Laut', subtitle: 'Bidik, tembak dan tangkap ikan besar', cta: 'Mulai' },
      },
    },
    {
      groupName: 'm_pvp',
      target: { route: '/m/poker-games' },
      hue: 120,
      motif: 'PVP',
      text: {
        en: { title: 'Card Tables', subtitle: 'Poker and card games against real players', cta: 'Sit down' },
        id: { title: 'Meja Kartu', subtitle: 'Poker dan kartu melawan pemain sungguhan', cta: 'Duduk' },
      },
    },
    {
      groupName: 'm_sports',
      target: { promotion: 'parlay-insurance' },
      hue: 140,
      motif: 'SPORTS',
      text: {
        en: {
          title: 'Parlay Insurance',
          subtitle: 'Lose a 5-leg parlay by one match? Get your stake back',
          cta: 'See terms',
        },
        id: {
          title: 'Asuransi Parlay',
          subtitle: 'Kalah parlay 5 tim karena satu laga? Taruhan kembali',
          cta: 'Lihat syarat',
        },
      },
    },
    {
      groupName: 'm_sports',
      target: { route: '/m/esport-games' },
      hue: 255,
      motif: 'SPORTS',
      text: {
        en: { title: 'E-Sports Arena', subtitle: 'Dota 2, LoL and CS2 all week', cta: 'Bet e-sports' },
        id: { title: 'Arena E-Sports', subtitle: 'Dota 2, LoL dan CS2 sepanjang minggu', cta: 'Taruhan e-sports' },
      },
    },
    {
      groupName: 'm_lott',
      target: { route: '/m/lott' },
      hue: 50,
      motif: 'LOTT',
      text: {
        en: { title: 'Lottery', subtitle: 'Pick your numbers for the daily draws', cta: 'Pick numbers' },
        id: { title: 'Lotre', subtitle: 'Pilih angka Anda untuk undian harian', cta: 'Pilih angka' },
      },
    },
    {
      groupName: 'm_elott',
      target: { route: '/m/elott' },
      hue: 290,
      motif: 'ELOTT',
      text: {
        en: { title: 'Fast Draws', subtitle: 'Quick lottery draws all day long', cta: 'Play now' },
        id: { title: 'Undian Cepat', subtitle: 'Undian lotre cepat sepanjang hari', cta: 'Main' },
      },
    },
  ];
}

/** Every banner in every language, language by language (so each language keeps the same order). */
export function bannerSeeds(brand: string, money: Money): BannerSeed[] {
  const all = drafts(brand, money);
  return BANNER_LANGUAGES.flatMap((language) =>
    all.map(({ groupName, target, hue, motif, text }) => {
      const spec = { ...text[language], hue, motif };
      return { groupName, language, title: spec.title, target, art: { ...spec, file: bannerArtFile('banners', spec) } };
    }),
  );
}
