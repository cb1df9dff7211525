import type { Language, StoredAnnouncementType } from '@lobby/contract';

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

/** Realistic content of the demo sites: notices, pop-ups and hot items in English and Indonesian. */
export function announcementSeeds(brand: string, currency: string): AnnouncementSeed[] {
  // Amounts read as in each site's money: a rupiah site deals in thousands.
  const scale = currency === 'IDR' ? 1000 : 1;
  const money = (amount: number, locale: 'en' | 'id') =>
    `${currency} ${(amount * scale).toLocaleString(locale === 'id' ? 'id-ID' : 'en-US')}`;
  return [
    {
      type: 'PL',
      daysAgo: 0,
      sort: 0,
      text: {
        en: {
          title: 'Scheduled maintenance on Tuesday, 02:00–04:00 (GMT+7)',
          content: `<p>To keep ${brand} fast and secure, we will upgrade our servers on <strong>Tuesday from 02:00 to 04:00 (GMT+7)</strong>.</p>
<ul><li>Games, deposits and withdrawals are paused during the upgrade.</li><li>Rounds in progress are settled before the pause; your balance is safe.</li><li>Pending withdrawals continue as soon as we are back.</li></ul>
<p>Thank you for your patience. Questions? Contact customer service at any time.</p>`,
        },
        id: {
          title: 'Pemeliharaan terjadwal hari Selasa, 02:00–04:00 (GMT+7)',
          content: `<p>Agar ${brand} tetap cepat dan aman, kami akan meningkatkan server pada <strong>hari Selasa pukul 02:00 sampai 04:00 (GMT+7)</strong>.</p>
<ul><li>Permainan, deposit dan penarikan dihentikan sementara selama peningkatan.</li><li>Putaran yang sedang berjalan diselesaikan sebelum jeda; saldo Anda aman.</li><li>Penarikan yang tertunda dilanjutkan segera setelah kami kembali.</li></ul>
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
          title: 'New provider: Habanera slots are live',
          content: `<h2>30 new slots from Habanera</h2>
<p>From today you can spin the full Habanera collection, including <strong>Koi Gate</strong>, <strong>Hot Hot Fruit</strong> and <strong>Wealth Inn</strong>.</p>
<p>Find them under <a href="/m/slot-games">Slots</a> and pick Habanera in the provider list.</p>`,
        },
        id: {
          title: 'Provider baru: slot Habanera sudah hadir',
          content: `<h2>30 slot baru dari Habanera</h2>
<p>Mulai hari ini Anda dapat memutar seluruh koleksi Habanera, termasuk <strong>Koi Gate</strong>, <strong>Hot Hot Fruit</strong> dan <strong>Wealth Inn</strong>.</p>
<p>Temukan di menu <a href="/m/slot-games">Slot</a> dan pilih Habanera di daftar provider.</p>`,
        },
      },
    },
    {
      type: 'PL',
      daysAgo: 5,
      sort: 0,
      text: {
        en: {
          title: 'More ways to deposit: e-wallets and QRIS',
          content: `<p>You can now top up with more methods. Deposits are credited within minutes.</p>
<table><thead><tr><th>Method</th><th>Minimum</th><th>Credited</th></tr></thead>
<tbody><tr><td>Bank transfer</td><td>${money(50, 'en')}</td><td>3–5 minutes</td></tr>
<tr><td>E-wallet (OVO, DANA, GoPay)</td><td>${money(20, 'en')}</td><td>1–2 minutes</td></tr>
<tr><td>QRIS</td><td>${money(10, 'en')}</td><td>Instant</td></tr></tbody></table>
<p>Always use the account details shown on the deposit page: they can change.</p>`,
        },
        id: {
          title: 'Lebih banyak cara deposit: e-wallet dan QRIS',
          content: `<p>Kini Anda dapat mengisi saldo dengan lebih banyak metode. Deposit masuk dalam hitungan menit.</p>
<table><thead><tr><th>Metode</th><th>Minimum</th><th>Masuk</th></tr></thead>
<tbody><tr><td>Transfer bank</td><td>${money(50, 'id')}</td><td>3–5 menit</td></tr>
<tr><td>E-wallet (OVO, DANA, GoPay)</td><td>${money(20, 'id')}</td><td>1–2 menit</td></tr>
<tr><td>QRIS</td><td>${money(10, 'id')}</td><td>Instan</td></tr></tbody></table>
<p>Selalu gunakan detail rekening yang tertera di halaman deposit: detail tersebut dapat berubah.</p>`,
        },
      },
    },
    {
      type: 'PL',
      daysAgo: 9,
      sort: 0,
      text: {
        en: {
          title: 'Play responsibly: set your own limits',
          content: `<p>Gaming should stay fun. A few habits help:</p>
<ol><li>Decide on a budget before you play and stick to it.</li><li>Take regular breaks and never chase losses.</li><li>Never play with money meant for rent, bills or family.</li></ol>
<p>If gaming stops being fun, our customer service can pause your account. Players must be 18 or older.</p>`,
        },
        id: {
          title: 'Bermain dengan bijak: tetapkan batas Anda sendiri',
          content: `<p>Bermain harus tetap menyenangkan. Beberapa kebiasaan ini membantu:</p>
<ol><li>Tentukan anggaran sebelum bermain dan patuhi.</li><li>Beristirahatlah secara teratur dan jangan mengejar kekalahan.</li><li>Jangan pernah bermain dengan uang untuk sewa, tagihan atau keluarga.</li></ol>
<p>Jika bermain tidak lagi menyenangkan, layanan pelanggan kami dapat menangguhkan akun Anda. Pemain harus berusia 18 tahun ke atas.</p>`,
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
          content: `<p>${brand} staff will <strong>never</strong> ask for your password, SMS code or payment PIN, by phone, chat or e-mail.</p>
<p>Only log in on our official domains and change your password from the security centre if you think someone else knows it.</p>`,
        },
        id: {
          title: 'Pengingat keamanan: kami tidak pernah meminta kata sandi Anda',
          content: `<p>Staf ${brand} <strong>tidak akan pernah</strong> meminta kata sandi, kode SMS atau PIN pembayaran Anda, baik lewat telepon, chat maupun e-mail.</p>
<p>Masuklah hanya di domain resmi kami dan ubah kata sandi dari pusat keamanan jika Anda merasa orang lain mengetahuinya.</p>`,
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
          content: `<p>Make your first deposit today and we double it, up to <strong>${money(500, 'en')}</strong>.</p>
<ul><li>Minimum deposit ${money(50, 'en')}</li><li>10× turnover on slots</li></ul>
<p><a href="/m/activity">See all promotions</a></p>`,
        },
        id: {
          title: `Selamat datang di ${brand}: bonus deposit pertama 100%`,
          content: `<p>Lakukan deposit pertama hari ini dan kami gandakan, hingga <strong>${money(500, 'id')}</strong>.</p>
<ul><li>Deposit minimum ${money(50, 'id')}</li><li>Turnover 10× di slot</li></ul>
<p><a href="/m/activity">Lihat semua promosi</a></p>`,
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
          title: 'Live Casino cashback, every day',
          content: `<p>Get <strong>10% back</strong> on your net baccarat losses, paid every morning at 09:00.</p>
<p>No code needed: just play at any live table.</p>`,
        },
        id: {
          title: 'Cashback Live Casino, setiap hari',
          content: `<p>Dapatkan <strong>10% kembali</strong> dari kekalahan bersih baccarat Anda, dibayar setiap pagi pukul 09:00.</p>
<p>Tanpa kode: cukup bermain di meja live mana pun.</p>`,
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
          title: 'Mahjong Ways Festival: 1,000,000 prize pool',
          content: `<p>Spin any PG Soft slot to climb the leaderboard. The top 500 players share the prize pool every week.</p>`,
        },
        id: {
          title: 'Festival Mahjong Ways: total hadiah 1.000.000',
          content: `<p>Putar slot PG Soft mana pun untuk naik di papan peringkat. 500 pemain teratas berbagi total hadiah setiap minggu.</p>`,
        },
      },
    },
    {
      type: 'H',
      daysAgo: 1,
      sort: 0,
      text: {
        en: {
          title: 'Hot this week: Koi Gate',
          content: `<p>The most played slot of the week. Three koi scatters start 10 free spins with growing multipliers.</p>`,
        },
        id: {
          title: 'Terpanas minggu ini: Koi Gate',
          content: `<p>Slot paling banyak dimainkan minggu ini. Tiga scatter koi memulai 10 putaran gratis dengan pengganda yang terus naik.</p>`,
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
          content: `<p>Pick up to 10 numbers and watch the draw. Our in-house keno publishes its RTP for every pick count.</p>`,
        },
        id: {
          title: 'Nova Keno: undian setiap beberapa detik',
          content: `<p>Pilih hingga 10 angka dan saksikan undiannya. Keno buatan kami menampilkan RTP untuk setiap jumlah pilihan.</p>`,
        },
      },
    },
  ];
}
