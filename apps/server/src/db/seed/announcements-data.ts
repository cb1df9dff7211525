import type { StoredAnnouncementType } from '@lobby/contract/announcements';
import type { Language } from '@lobby/contract/core';
import type { Money } from './promotions-data';

/** One seeded announcement: its text in each language the demo sites speak. */
export interface AnnouncementSeed {
  type: StoredAnnouncementType;
  /** Days before the seed's "now" that it started (newest first in lists). */
  daysAgo: number;
  sort: number;
  /** Which m_home banner's art to show as its main image (pop-ups), by index. */
  bannerArt?: number;
  text: Record<Extract<Language, 'en' | 'id'>, { title: string; content: string }>;
}

/** What the notices point at: the site's real promotions and games, so every name and link holds. */
export interface AnnouncementContext {
  brand: string;
  money: Money;
  /** Detail page of each seeded promotion, by seed key. */
  promotionPath: (key: string) => string;
  /** The newest provider's slots: its code, name, how many it has and a few titles. */
  newSlots: { vassalage: string; provider: string; count: number; titles: string[] };
  /** The most played slot of the week. */
  hotSlot: string;
}

const list = (titles: string[], and: string) =>
  titles
    .map((title) => `<strong>${title}</strong>`)
    .join(', ')
    .replace(/, ([^,]*)$/, ` ${and} $1`);

/** Realistic content of the demo sites: notices, pop-ups and hot items in English and Indonesian. */
export function announcementSeeds(context: AnnouncementContext): AnnouncementSeed[] {
  const { brand, money, promotionPath, newSlots, hotSlot } = context;
  const slotsPath = `/m/slot-games?vassalage=${encodeURIComponent(newSlots.vassalage)}`;
  return [
    {
      type: 'PL',
      daysAgo: 0,
      sort: 0,
      text: {
        en: {
          title: 'Scheduled maintenance on Tuesday, 02:00–04:00 (GMT+7)',
          content: `<p>To keep ${brand} fast and secure, we will upgrade our servers on <strong>Tuesday from 02:00 to 04:00 (GMT+7)</strong>.</p>
<ul><li>Games and your wallet are paused during the upgrade.</li><li>Rounds in progress are settled before the pause; your balance is safe.</li></ul>
<p>Thank you for your patience. Questions? Contact customer service at any time.</p>`,
        },
        id: {
          title: 'Pemeliharaan terjadwal hari Selasa, 02.00–04.00 WIB (GMT+7)',
          content: `<p>Agar ${brand} tetap cepat dan aman, kami akan meningkatkan server pada <strong>hari Selasa pukul 02.00 sampai 04.00 WIB (GMT+7)</strong>.</p>
<ul><li>Permainan dan dompet Anda dihentikan sementara selama peningkatan.</li><li>Putaran yang sedang berjalan diselesaikan sebelum jeda; saldo Anda aman.</li></ul>
<p>Terima kasih atas kesabaran Anda. Ada pertanyaan? Hubungi layanan pelanggan kapan saja.</p>`,
        },
      },
    },
    {
      type: 'PL',
      daysAgo: 2,
      sort: 0,
      text: {
        en: {
          title: `${newSlots.provider} slots are live`,
          content: `<h2>${newSlots.count} slots from ${newSlots.provider}</h2>
<p>From today you can spin the full ${newSlots.provider} collection, including ${list(newSlots.titles, 'and')}.</p>
<p>Find them all under <a href="${slotsPath}">${newSlots.provider} slots</a>.</p>`,
        },
        id: {
          title: `Slot ${newSlots.provider} sudah hadir`,
          content: `<h2>${newSlots.count} slot dari ${newSlots.provider}</h2>
<p>Mulai hari ini Anda dapat memutar seluruh koleksi ${newSlots.provider}, termasuk ${list(newSlots.titles, 'dan')}.</p>
<p>Temukan semuanya di <a href="${slotsPath}">slot ${newSlots.provider}</a>.</p>`,
        },
      },
    },
    {
      type: 'PL',
      daysAgo: 5,
      sort: 0,
      text: {
        en: {
          title: 'Keep your favourite games one tap away',
          content: `<p>Tap the heart on any game to add it to your favourites. Your favourites and the games you played last are waiting for you:</p>
<ul><li><a href="/m/fav-games">My favourites</a></li><li><a href="/m/recent-games">Recently played</a></li></ul>`,
        },
        id: {
          title: 'Permainan favorit Anda, cukup satu ketukan',
          content: `<p>Ketuk ikon hati pada permainan mana pun untuk menambahkannya ke favorit. Favorit Anda dan permainan yang terakhir dimainkan sudah menunggu:</p>
<ul><li><a href="/m/fav-games">Favorit saya</a></li><li><a href="/m/recent-games">Terakhir dimainkan</a></li></ul>`,
        },
      },
    },
    {
      type: 'PL',
      daysAgo: 9,
      sort: 0,
      text: {
        en: {
          title: 'Play responsibly',
          content: `<p>Gaming should stay fun. A few habits help:</p>
<ol><li>Decide on a budget before you play and stick to it.</li><li>Take regular breaks and never chase losses.</li><li>Never play with money meant for rent, bills or family.</li></ol>
<p>If gaming stops being fun, contact customer service and ask them to close your account. Players must be 18 or older.</p>`,
        },
        id: {
          title: 'Bermain dengan bijak',
          content: `<p>Bermain harus tetap menyenangkan. Beberapa kebiasaan ini membantu:</p>
<ol><li>Tentukan anggaran sebelum bermain dan patuhi.</li><li>Beristirahatlah secara teratur dan jangan mengejar kekalahan.</li><li>Jangan pernah bermain dengan uang untuk sewa, tagihan atau keluarga.</li></ol>
<p>Jika bermain tidak lagi menyenangkan, hubungi layanan pelanggan dan minta mereka menutup akun Anda. Pemain harus berusia 18 tahun ke atas.</p>`,
        },
      },
    },
    {
      type: 'PL',
      daysAgo: 14,
      sort: 0,
      text: {
        en: {
          title: 'Security reminder: we never ask for your password',
          content: `<p>${brand} staff will <strong>never</strong> ask for your password or SMS code, by phone, chat or e-mail.</p>
<p>Only log in on our official domains, and <a href="/m/changePsw">change your password</a> if you think someone else knows it.</p>`,
        },
        id: {
          title: 'Pengingat keamanan: kami tidak pernah meminta kata sandi Anda',
          content: `<p>Staf ${brand} <strong>tidak akan pernah</strong> meminta kata sandi atau kode SMS Anda, baik lewat telepon, chat maupun e-mail.</p>
<p>Masuklah hanya di domain resmi kami, dan <a href="/m/changePsw">ubah kata sandi</a> jika Anda merasa orang lain mengetahuinya.</p>`,
        },
      },
    },
    {
      type: 'PU',
      daysAgo: 1,
      sort: 0,
      bannerArt: 0,
      text: {
        en: {
          title: `Welcome to ${brand}: 100% first deposit bonus`,
          content: `<p>Make your first deposit and we double it, up to <strong>${money(500, 'en')}</strong> for slots.</p>
<ul><li>Minimum deposit ${money(10, 'en')}</li><li>15× turnover (deposit plus bonus) on slots</li></ul>
<p><a href="${promotionPath('welcome')}">Claim the welcome bonus</a></p>`,
        },
        id: {
          title: `Selamat datang di ${brand}: bonus deposit pertama 100%`,
          content: `<p>Lakukan deposit pertama dan kami gandakan, hingga <strong>${money(500, 'id')}</strong> untuk slot.</p>
<ul><li>Deposit minimal ${money(10, 'id')}</li><li>Turnover 15× (deposit ditambah bonus) di slot</li></ul>
<p><a href="${promotionPath('welcome')}">Klaim bonus sambutan</a></p>`,
        },
      },
    },
    {
      type: 'PU',
      daysAgo: 3,
      sort: 1,
      bannerArt: 2,
      text: {
        en: {
          title: 'Weekly Live Cashback 5%',
          content: `<p>Get <strong>5% of your net live casino losses</strong> back, up to ${money(1000, 'en')} every Monday.</p>
<p><a href="${promotionPath('weekly-cashback')}">How to claim</a></p>`,
        },
        id: {
          title: 'Cashback Live Mingguan 5%',
          content: `<p>Dapatkan kembali <strong>5% kekalahan bersih kasino langsung</strong> Anda, hingga ${money(1000, 'id')} setiap Senin.</p>
<p><a href="${promotionPath('weekly-cashback')}">Cara klaim</a></p>`,
        },
      },
    },
    {
      type: 'PU',
      daysAgo: 6,
      sort: 2,
      bannerArt: 1,
      text: {
        en: {
          title: `Spin Masters Tournament: ${money(50000, 'en')} every month`,
          content: `<p>Every spin on a tournament slot earns points. The top 100 on the leaderboard share ${money(50000, 'en')} every month.</p>
<p><a href="${promotionPath('slot-tournament')}">See the rules</a></p>`,
        },
        id: {
          title: `Turnamen Spin Masters: ${money(50000, 'id')} tiap bulan`,
          content: `<p>Setiap putaran di slot turnamen memberi poin. 100 teratas di papan peringkat berbagi ${money(50000, 'id')} setiap bulan.</p>
<p><a href="${promotionPath('slot-tournament')}">Lihat aturannya</a></p>`,
        },
      },
    },
    {
      type: 'H',
      daysAgo: 1,
      sort: 0,
      text: {
        en: {
          title: `Hot this week: ${hotSlot}`,
          content: `<p>The most played slot of the week at ${brand}. Find it with the search in the header.</p>`,
        },
        id: {
          title: `Terpanas minggu ini: ${hotSlot}`,
          content: `<p>Slot paling banyak dimainkan minggu ini di ${brand}. Temukan lewat pencarian di bagian atas.</p>`,
        },
      },
    },
    {
      type: 'H',
      daysAgo: 4,
      sort: 1,
      text: {
        en: {
          title: 'Nova Keno: draws every few seconds',
          content: `<p>Pick up to 10 numbers and watch the draw. Our in-house keno shows its RTP and pay table in the game.</p>`,
        },
        id: {
          title: 'Nova Keno: undian setiap beberapa detik',
          content: `<p>Pilih hingga 10 angka dan saksikan undiannya. Keno buatan kami menampilkan RTP dan tabel pembayaran di dalam permainan.</p>`,
        },
      },
    },
  ];
}
