import type { BannerGroup, GameType } from '@lobby/contract';
import { bannerArtFile } from './art/encoding';

export interface BannerArtSpec {
  file: string;
  title: string;
  subtitle: string;
  cta: string;
  hue: number;
  motif: GameType | 'PROMO';
}

export interface BannerSeed {
  groupName: BannerGroup;
  title: string;
  linkage: string;
  url: string;
  art: BannerArtSpec;
}

type Draft = Omit<BannerSeed, 'art'> & { subtitle: string; cta: string; hue: number; motif: BannerArtSpec['motif'] };

function drafts(brand: string): Draft[] {
  return [
    {
      groupName: 'm_home',
      title: `Welcome to ${brand}`,
      subtitle: 'Double your first deposit: a 100% bonus',
      cta: 'Claim now',
      linkage: '/m/activity',
      url: '',
      hue: 268,
      motif: 'PROMO',
    },
    {
      groupName: 'm_home',
      title: 'Mahjong Ways Festival',
      subtitle: 'Spin PG slots, share a 1,000,000 prize pool',
      cta: 'Play PG',
      linkage: '/m/slot-games?vassalage=PG',
      url: '',
      hue: 350,
      motif: 'RNG',
    },
    {
      groupName: 'm_home',
      title: 'Live Casino Cashback',
      subtitle: '10% back on every baccarat hand, daily',
      cta: 'Join a table',
      linkage: '/m/live-games',
      url: '',
      hue: 200,
      motif: 'LIVE',
    },
    {
      groupName: 'm_home',
      title: 'JILI Super Week',
      subtitle: 'Free spins on new JILI releases',
      cta: 'Spin now',
      linkage: '/m/jili-games',
      url: '',
      hue: 30,
      motif: 'RNG',
    },
    {
      groupName: 'm_home',
      title: 'Daily Rewards',
      subtitle: 'Check in every day, collect bigger gifts',
      cta: 'Open rewards',
      linkage: '/m/rewardCenter',
      url: '',
      hue: 150,
      motif: 'PROMO',
    },
    {
      groupName: 'm_promotion',
      title: 'Refer a Friend',
      subtitle: 'Earn 8% of every friend’s turnover',
      cta: 'Invite',
      linkage: '/m/activity',
      url: '',
      hue: 190,
      motif: 'PROMO',
    },
    {
      groupName: 'm_promotion',
      title: 'Weekend Reload',
      subtitle: '50% reload bonus every Saturday',
      cta: 'Reload',
      linkage: '/m/activity',
      url: '',
      hue: 310,
      motif: 'PROMO',
    },
    {
      groupName: 'm_promotion',
      title: 'VIP Club',
      subtitle: 'Birthday gifts, faster withdrawals',
      cta: 'See levels',
      linkage: '/m/member/benefits',
      url: '',
      hue: 45,
      motif: 'PROMO',
    },
    {
      groupName: 'm_reg',
      title: 'Sign up in 30 seconds',
      subtitle: 'Free welcome spins for new members',
      cta: 'Register',
      linkage: '/m/login',
      url: '',
      hue: 280,
      motif: 'PROMO',
    },
    {
      groupName: 'm_rng',
      title: 'Slot Tournament',
      subtitle: 'Top 100 spinners share the prize',
      cta: 'Play slots',
      linkage: '/m/slot-games',
      url: '',
      hue: 330,
      motif: 'RNG',
    },
    {
      groupName: 'm_rng',
      title: 'Feature Buy Frenzy',
      subtitle: 'Jump straight to the bonus round',
      cta: 'Buy features',
      linkage: '/m/slot-games?gameClassify=FeatureBuy',
      url: '',
      hue: 15,
      motif: 'RNG',
    },
    {
      groupName: 'm_live',
      title: 'Baccarat Streak',
      subtitle: 'Win 8 hands in a row for a bonus',
      cta: 'Play live',
      linkage: '/m/live-games',
      url: '',
      hue: 210,
      motif: 'LIVE',
    },
    {
      groupName: 'm_live',
      title: 'Roulette Nights',
      subtitle: 'Lucky numbers pay double 8–11 pm',
      cta: 'Take a seat',
      linkage: '/m/live-games',
      url: '',
      hue: 0,
      motif: 'LIVE',
    },
    {
      groupName: 'm_fish',
      title: 'Ocean Hunt',
      subtitle: 'Catch the golden dragon, win 500x',
      cta: 'Start fishing',
      linkage: '/m/fishing-games',
      url: '',
      hue: 185,
      motif: 'FISH',
    },
    {
      groupName: 'm_pvp',
      title: 'Poker Masters',
      subtitle: 'Daily freerolls, weekly finals',
      cta: 'Sit & go',
      linkage: '/m/poker-games',
      url: '',
      hue: 120,
      motif: 'PVP',
    },
    {
      groupName: 'm_sports',
      title: 'Football Boost',
      subtitle: 'Enhanced odds on every big match',
      cta: 'Bet now',
      linkage: '/m/sport-games',
      url: '',
      hue: 140,
      motif: 'SPORTS',
    },
    {
      groupName: 'm_sports',
      title: 'E-Sports Arena',
      subtitle: 'Dota 2, LoL and CS2 all week',
      cta: 'Bet e-sports',
      linkage: '/m/esport-games',
      url: '',
      hue: 255,
      motif: 'SPORTS',
    },
    {
      groupName: 'm_lott',
      title: 'Lotto Jackpot',
      subtitle: 'Vietnam lotto draws every evening',
      cta: 'Pick numbers',
      linkage: '/m/lott',
      url: '',
      hue: 50,
      motif: 'LOTT',
    },
    {
      groupName: 'm_elott',
      title: 'Fast Draws',
      subtitle: 'A new draw every 45 seconds',
      cta: 'Play now',
      linkage: '/m/elott',
      url: '',
      hue: 290,
      motif: 'ELOTT',
    },
  ];
}

export function bannerSeeds(brand: string): BannerSeed[] {
  return drafts(brand).map(({ subtitle, cta, hue, motif, ...banner }) => {
    const spec = { title: banner.title, subtitle, cta, hue, motif };
    return { ...banner, art: { ...spec, file: bannerArtFile('banners', spec) } };
  });
}
