import type { Language } from '@lobby/contract/core';
import type { BannerArtSpec } from './banners-data';

/** A category tab: names per language. */
export interface CategorySeed {
  key: 'slots' | 'live' | 'sports' | 'newMembers';
  names: Record<Language, string>;
}

export const CATEGORY_SEEDS: CategorySeed[] = [
  { key: 'newMembers', names: { en: 'New members', id: 'Member baru' } },
  { key: 'slots', names: { en: 'Slots', id: 'Slot' } },
  { key: 'live', names: { en: 'Live casino', id: 'Kasino langsung' } },
  { key: 'sports', names: { en: 'Sports', id: 'Olahraga' } },
];

/** What a promotion says in one language: its card art and its page. */
export interface PromotionText {
  title: string;
  subtitle: string;
  cta: string;
  html: string;
}

export interface PromotionSeed {
  key: string;
  categories: CategorySeed['key'][];
  hue: number;
  motif: BannerArtSpec['motif'];
  /** Days from seeding: when it started, and how long it runs (null: no expiry). */
  startedDaysAgo: number;
  runsDays: number | null;
  imageRequired: boolean;
  remarkRequired: boolean;
  applicable: boolean;
  text: Record<Language, PromotionText>;
}

/** Money in the site's currency, grouped the way the language writes it. */
export type Money = (usd: number, language: Language) => string;

const terms = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** The demo promotions of a site, in English and Indonesian. */
export function promotionSeeds(brand: string, money: Money): PromotionSeed[] {
  const m = (usd: number, language: Language) => `<strong>${money(usd, language)}</strong>`;
  return [
    {
      key: 'welcome',
      categories: ['newMembers', 'slots'],
      hue: 268,
      motif: 'PROMO',
      startedDaysAgo: 20,
      runsDays: 730,
      imageRequired: false,
      remarkRequired: false,
      applicable: true,
      text: {
        en: {
          title: '100% Welcome Bonus',
          subtitle: `Double your first deposit up to ${money(500, 'en')}`,
          cta: 'Claim now',
          html: `<h3>Welcome to ${brand}!</h3><p>Make your first deposit and we match it <strong>100%</strong>, up to ${m(500, 'en')} in bonus money for slots.</p><h4>How to claim</h4><ol><li>Register and verify your mobile number.</li><li>Deposit at least ${money(10, 'en')}.</li><li>Tap <em>Apply for reward</em> on this page before you place a bet.</li></ol><h4>Terms</h4>${terms(['Turnover 15× the deposit plus bonus before withdrawal.', 'Slots count 100%; live casino and sports do not count.', 'One welcome bonus per person, household and device.'])}`,
        },
        id: {
          title: 'Bonus Sambutan 100%',
          subtitle: `Deposit pertama digandakan hingga ${money(500, 'id')}`,
          cta: 'Klaim',
          html: `<h3>Selamat datang di ${brand}!</h3><p>Lakukan deposit pertama dan kami tambahkan <strong>100%</strong>, hingga ${m(500, 'id')} bonus untuk slot.</p><h4>Cara klaim</h4><ol><li>Daftar dan verifikasi nomor ponsel Anda.</li><li>Deposit minimal ${money(10, 'id')}.</li><li>Ketuk <em>Ajukan hadiah</em> di halaman ini sebelum memasang taruhan.</li></ol><h4>Syarat</h4>${terms(['Turnover 15× dari deposit ditambah bonus sebelum penarikan.', 'Slot dihitung 100%; kasino langsung dan olahraga tidak dihitung.', 'Satu bonus sambutan per orang, rumah tangga dan perangkat.'])}`,
        },
      },
    },
    {
      key: 'daily-reload',
      categories: ['slots'],
      hue: 330,
      motif: 'RNG',
      startedDaysAgo: 45,
      runsDays: 730,
      imageRequired: false,
      remarkRequired: false,
      applicable: false,
      text: {
        en: {
          title: 'Daily Reload 10%',
          subtitle: 'An extra 10% on your first deposit every day',
          cta: 'Reload',
          html: `<p>Every day your first deposit earns a <strong>10% reload bonus</strong>, up to ${m(100, 'en')}.</p><p>The bonus is credited automatically within 5 minutes of the deposit: there is nothing to apply for.</p><h4>Terms</h4>${terms(['Minimum deposit ' + money(20, 'en') + '.', 'Turnover 8× the bonus on slots.', 'The day resets at 00:00 (GMT+7).'])}`,
        },
        id: {
          title: 'Isi Ulang Harian 10%',
          subtitle: 'Tambahan 10% untuk deposit pertama setiap hari',
          cta: 'Isi ulang',
          html: `<p>Setiap hari deposit pertama Anda mendapat <strong>bonus isi ulang 10%</strong>, hingga ${m(100, 'id')}.</p><p>Bonus dikreditkan otomatis dalam 5 menit setelah deposit: tidak perlu mengajukan.</p><h4>Syarat</h4>${terms(['Deposit minimal ' + money(20, 'id') + '.', 'Turnover 8× bonus di slot.', 'Hari berganti pukul 00:00 (GMT+7).'])}`,
        },
      },
    },
    {
      key: 'weekly-cashback',
      categories: ['live'],
      hue: 200,
      motif: 'LIVE',
      startedDaysAgo: 30,
      runsDays: 730,
      imageRequired: true,
      remarkRequired: false,
      applicable: true,
      text: {
        en: {
          title: 'Weekly Live Cashback 5%',
          subtitle: 'Get 5% of your net live casino losses back',
          cta: 'Get cashback',
          html: `<p>Had a rough week at the tables? We return <strong>5% of your net losses</strong> on live baccarat, roulette and blackjack, up to ${m(1000, 'en')} every Monday.</p><h4>How to claim</h4><ol><li>Open your betting record for last week (Monday to Sunday).</li><li>Take a screenshot showing the live casino total.</li><li>Upload it with <em>Apply for reward</em>.</li></ol><table><thead><tr><th>Net loss</th><th>Cashback</th></tr></thead><tbody><tr><td>${money(100, 'en')}+</td><td>3%</td></tr><tr><td>${money(1000, 'en')}+</td><td>5%</td></tr></tbody></table>`,
        },
        id: {
          title: 'Cashback Live Mingguan 5%',
          subtitle: 'Dapatkan kembali 5% kekalahan bersih kasino langsung',
          cta: 'Ambil cashback',
          html: `<p>Minggu yang berat di meja? Kami kembalikan <strong>5% kekalahan bersih</strong> Anda di baccarat, roulette dan blackjack langsung, hingga ${m(1000, 'id')} setiap Senin.</p><h4>Cara klaim</h4><ol><li>Buka catatan taruhan minggu lalu (Senin sampai Minggu).</li><li>Ambil tangkapan layar yang menunjukkan total kasino langsung.</li><li>Unggah melalui <em>Ajukan hadiah</em>.</li></ol><table><thead><tr><th>Kekalahan bersih</th><th>Cashback</th></tr></thead><tbody><tr><td>${money(100, 'id')}+</td><td>3%</td></tr><tr><td>${money(1000, 'id')}+</td><td>5%</td></tr></tbody></table>`,
        },
      },
    },
    {
      key: 'referral',
      categories: ['newMembers'],
      hue: 150,
      motif: 'PROMO',
      startedDaysAgo: 60,
      runsDays: 730,
      imageRequired: false,
      remarkRequired: true,
      applicable: true,
      text: {
        en: {
          title: 'Refer a Friend',
          subtitle: `${money(20, 'en')} for every friend who joins and plays`,
          cta: 'Invite',
          html: `<p>Invite your friends to ${brand}. When a friend deposits and plays through ${money(50, 'en')}, you both receive ${m(20, 'en')}.</p><h4>How to claim</h4><p>Tap <em>Apply for reward</em> and write your friend's username in the remarks. We check the turnover and credit you both within 24 hours.</p>${terms(['Up to 20 friends a month.', 'Friends must be new members with their own verified number.'])}`,
        },
        id: {
          title: 'Ajak Teman',
          subtitle: `${money(20, 'id')} untuk setiap teman yang bergabung dan bermain`,
          cta: 'Undang',
          html: `<p>Ajak teman Anda ke ${brand}. Saat teman melakukan deposit dan bermain senilai ${money(50, 'id')}, Anda berdua menerima ${m(20, 'id')}.</p><h4>Cara klaim</h4><p>Ketuk <em>Ajukan hadiah</em> dan tulis nama pengguna teman Anda di catatan. Kami memeriksa turnover dan mengkreditkan Anda berdua dalam 24 jam.</p>${terms(['Hingga 20 teman per bulan.', 'Teman harus member baru dengan nomor terverifikasi sendiri.'])}`,
        },
      },
    },
    {
      key: 'parlay-insurance',
      categories: ['sports'],
      hue: 140,
      motif: 'SPORTS',
      startedDaysAgo: 10,
      runsDays: 730,
      imageRequired: true,
      remarkRequired: true,
      applicable: true,
      text: {
        en: {
          title: 'Parlay Insurance',
          subtitle: 'Lose a 5-leg parlay by one match? Get your stake back',
          cta: 'Bet now',
          html: `<p>Build a parlay of <strong>5 or more matches</strong> at odds of 1.50 or higher each. If just one leg lets you down, we refund your stake up to ${m(200, 'en')}.</p><h4>How to claim</h4><ol><li>Screenshot the settled bet slip.</li><li>Write the ticket number in the remarks.</li><li>Send both with <em>Apply for reward</em> within 3 days of settlement.</li></ol>`,
        },
        id: {
          title: 'Asuransi Parlay',
          subtitle: 'Kalah parlay 5 tim karena satu laga? Taruhan kembali',
          cta: 'Pasang',
          html: `<p>Susun parlay <strong>5 laga atau lebih</strong> dengan odds minimal 1,50 per laga. Jika hanya satu laga yang kalah, kami kembalikan taruhan Anda hingga ${m(200, 'id')}.</p><h4>Cara klaim</h4><ol><li>Ambil tangkapan layar slip taruhan yang sudah selesai.</li><li>Tulis nomor tiket di catatan.</li><li>Kirim keduanya melalui <em>Ajukan hadiah</em> dalam 3 hari setelah hasil keluar.</li></ol>`,
        },
      },
    },
    {
      key: 'vip',
      categories: [],
      hue: 45,
      motif: 'PROMO',
      startedDaysAgo: 120,
      runsDays: null,
      imageRequired: false,
      remarkRequired: false,
      applicable: true,
      text: {
        en: {
          title: 'VIP Loyalty Club',
          subtitle: 'Birthday gifts, faster withdrawals, a personal host',
          cta: 'See levels',
          html: `<p>The more you play, the more ${brand} gives back. Climb from <strong>Bronze</strong> to <strong>Diamond</strong> and unlock:</p>${terms(['A birthday gift every year, up to ' + money(888, 'en') + '.', 'Withdrawals processed first.', 'A personal VIP host on chat.', 'Invitations to private tournaments.'])}<p>Apply once to join the club; your level follows your turnover from then on.</p>`,
        },
        id: {
          title: 'Klub Loyalitas VIP',
          subtitle: 'Hadiah ulang tahun, penarikan cepat, host pribadi',
          cta: 'Lihat level',
          html: `<p>Semakin sering Anda bermain, semakin banyak yang diberikan ${brand}. Naik dari <strong>Perunggu</strong> hingga <strong>Berlian</strong> dan dapatkan:</p>${terms(['Hadiah ulang tahun setiap tahun, hingga ' + money(888, 'id') + '.', 'Penarikan diproses lebih dulu.', 'Host VIP pribadi di chat.', 'Undangan turnamen privat.'])}<p>Ajukan sekali untuk bergabung; level Anda mengikuti turnover sejak itu.</p>`,
        },
      },
    },
    {
      key: 'slot-tournament',
      categories: ['slots'],
      hue: 15,
      motif: 'RNG',
      startedDaysAgo: 5,
      runsDays: 730,
      imageRequired: false,
      remarkRequired: false,
      applicable: false,
      text: {
        en: {
          title: 'Spin Masters Tournament',
          subtitle: `Top 100 spinners share ${money(50000, 'en')} every month`,
          cta: 'Play slots',
          html: `<p>Every spin on a tournament slot earns points: <strong>1 point per ${money(1, 'en')}</strong> wagered, double on weekends.</p><p>The top 100 on the leaderboard share ${m(50000, 'en')} at the end of each month; prizes are credited automatically.</p><table><thead><tr><th>Rank</th><th>Prize</th></tr></thead><tbody><tr><td>1</td><td>${money(10000, 'en')}</td></tr><tr><td>2–10</td><td>${money(1500, 'en')}</td></tr><tr><td>11–100</td><td>${money(250, 'en')}</td></tr></tbody></table>`,
        },
        id: {
          title: 'Turnamen Spin Masters',
          subtitle: `100 pemain teratas berbagi ${money(50000, 'id')} tiap bulan`,
          cta: 'Main slot',
          html: `<p>Setiap putaran di slot turnamen memberi poin: <strong>1 poin per ${money(1, 'id')}</strong> taruhan, dua kali lipat di akhir pekan.</p><p>100 teratas di papan peringkat berbagi ${m(50000, 'id')} di akhir setiap bulan; hadiah dikreditkan otomatis.</p><table><thead><tr><th>Peringkat</th><th>Hadiah</th></tr></thead><tbody><tr><td>1</td><td>${money(10000, 'id')}</td></tr><tr><td>2–10</td><td>${money(1500, 'id')}</td></tr><tr><td>11–100</td><td>${money(250, 'id')}</td></tr></tbody></table>`,
        },
      },
    },
  ];
}
