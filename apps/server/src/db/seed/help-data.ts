import type { Language } from '@lobby/contract/core';
import type { HelpTag } from '@lobby/contract/help';

export interface HelpSeedItem {
  title: string;
  content: string;
}
export interface HelpSeedSection extends HelpSeedItem {
  tag?: HelpTag;
  children: HelpSeedItem[];
}

interface Brand {
  name: string;
  currency: string;
}

/** The demo help centre in English: what a real site's players ask about, in the site's own words. */
function english({ name, currency }: Brand): HelpSeedSection[] {
  return [
    {
      title: 'Terms and conditions',
      tag: 'terms',
      content: `<p>These terms apply to every account at <strong>${name}</strong>. By registering you confirm that you have read and accepted them.</p><p>Last updated: 1 January 2026.</p>`,
      children: [
        {
          title: 'General terms',
          content: `<ol><li>You must be at least 18 years old (21 where local law requires) to open an account.</li><li>One account per person, household, device and IP address.</li><li>${name} may change these terms; the version published here is the one that applies.</li><li>Balances are kept in ${currency}.</li></ol>`,
        },
        {
          title: 'Your account',
          content: `<p>Keep your login details private. Bets placed with your username and password are treated as yours.</p><ul><li>Details you give at registration must be true and your own.</li><li>We may ask for proof of identity before a withdrawal.</li><li>Accounts used for fraud, collusion or bonus abuse are closed and their winnings withheld.</li></ul>`,
        },
        {
          title: 'Bonuses and promotions',
          content: `<p>Every promotion has its own rules on the promotion page. Unless those rules say otherwise:</p><ul><li>A bonus must be wagered the stated number of times before it can be withdrawn.</li><li>Only one welcome bonus per person.</li><li>Reward claims are reviewed by our team; the decision is final.</li></ul>`,
        },
        {
          title: 'Limitation of liability',
          content: `<p>Games are provided as they are. If a game fails, the round is settled from the provider's records. ${name} is not responsible for losses caused by your own device or connection.</p>`,
        },
      ],
    },
    {
      title: 'About us',
      tag: 'about',
      content: `<p><strong>${name}</strong> is an online entertainment site with slots, live casino, fishing, poker, sports and lottery games from more than twenty providers, built for your phone.</p>`,
      children: [
        {
          title: 'Who we are',
          content: `<p>Our team has run gaming sites since 2014. We care about fast pages, fair games and quick payouts, and our support team is awake when you are: 24 hours a day, 7 days a week.</p>`,
        },
        {
          title: 'Licence and fair play',
          content: `<p>Every game comes from a licensed provider whose random number generator is tested by an independent laboratory. Return-to-player figures are shown in each game's information page.</p>`,
        },
      ],
    },
    {
      title: 'Deposits and withdrawals',
      content: `<p>${name} has no deposit or withdrawal page yet: our customer service team tops up your wallet and pays out your winnings for you, 24/7.</p>`,
      children: [
        {
          title: 'How to top up',
          content: `<ol><li>Contact customer service with your username and the amount.</li><li>Pay the way the agent tells you, into an account in ${name}'s name only, and keep your receipt.</li><li>Once the payment is confirmed, the agent credits your wallet. The top-up shows in your account record.</li></ol><p>Your balance is kept in ${currency}.</p>`,
        },
        {
          title: 'How to cash out',
          content: `<p>Ask customer service for a payout. It is paid to a bank account in your own name, and shows in your account record as soon as it leaves your wallet.</p>`,
        },
        {
          title: 'Verification',
          content: `<p>To protect your money we may ask for a photo of your ID and of the bank card before a payout. The name must match the name on your account.</p>`,
        },
      ],
    },
    {
      title: 'Account and security',
      content: `<p>Your account, your password and how to keep them safe.</p>`,
      children: [
        {
          title: 'Registering',
          content: `<p>Tap <strong>Register</strong>, choose a username (letters and digits) and a password, and accept the terms. Some sites also ask for a mobile number and an SMS code.</p>`,
        },
        {
          title: 'Forgot your password?',
          content: `<p>Tap <strong>Forgot password</strong> on the login screen and reset it by e-mail or by SMS code. If neither works, customer service can help once we have confirmed it is you.</p>`,
        },
        {
          title: 'Keeping your account safe',
          content: `<ul><li>Use a password you use nowhere else.</li><li>Never share a verification code: our staff will never ask for it.</li><li>Sign out on shared devices.</li></ul>`,
        },
      ],
    },
    {
      title: 'Responsible gaming',
      content: `<p>Gaming should be fun. Set yourself a budget and a time limit, and never chase losses.</p>`,
      children: [
        {
          title: 'Play responsibly',
          content: `<ul><li>Only play with money you can afford to lose.</li><li>Take regular breaks.</li><li>Do not play when you are upset, tired or under the influence.</li></ul>`,
        },
        {
          title: 'Your limits',
          content: `<p>In the member centre, open <strong>Responsible gaming</strong> to set daily, weekly and monthly limits on deposits, losses and stakes, and a session time limit. A lower limit applies at once; a higher one, or removing one, applies 24 hours later. A deposit over your limit is refused, and games stop opening once a loss, wager or session limit is reached.</p><p>While you play, a reality check shows your time and result every 15, 30 or 60 minutes, as you choose.</p>`,
        },
        {
          title: 'Taking a break',
          content: `<p><strong>Time-out</strong> (24 hours to 6 months): you can still sign in to see your balance and history and to withdraw, but games, deposits and promotions are paused until it ends.</p><p><strong>Self-exclusion</strong> (6 months, 1 year, 5 years or indefinitely): you are signed out at once and cannot sign in until it ends; pending bonuses are forfeited and we stop sending offers. No one, including our staff, can lift it early. When it ends, ask to play again from the same page: play resumes 24 hours later (7 days after an indefinite one).</p>`,
        },
        {
          title: 'Where to find help',
          content: `<p>If gaming stops being fun, talk to someone. Independent organisations such as <a href="https://www.gamblingtherapy.org">Gambling Therapy</a> offer free, confidential support.</p>`,
        },
      ],
    },
    {
      title: 'FAQ',
      content: `<p>Quick answers to the questions we hear most.</p>`,
      children: [
        {
          title: 'Games',
          content: `<p><strong>Can I try a game for free?</strong> Yes: many games offer free play from a trial account.</p><p><strong>A game froze. What happens to my bet?</strong> The round is settled by the provider; the result appears in your betting record.</p>`,
        },
        {
          title: 'App download',
          content: `<p>Open <strong>App download</strong> in the menu. On Android, install the app; on iPhone, install the app or add ${name} to your Home Screen from Safari.</p>`,
        },
        {
          title: 'Contact us',
          content: `<p>Customer service answers 24/7 by live chat and Telegram: tap the headset at the top of any page.</p>`,
        },
      ],
    },
  ];
}

/** The same help centre in Indonesian. */
function indonesian({ name, currency }: Brand): HelpSeedSection[] {
  return [
    {
      title: 'Syarat dan ketentuan',
      tag: 'terms',
      content: `<p>Ketentuan ini berlaku untuk setiap akun di <strong>${name}</strong>. Dengan mendaftar, Anda menyatakan telah membaca dan menyetujuinya.</p><p>Terakhir diperbarui: 1 Januari 2026.</p>`,
      children: [
        {
          title: 'Ketentuan umum',
          content: `<ol><li>Anda harus berusia minimal 18 tahun (21 tahun bila hukum setempat mewajibkan) untuk membuka akun.</li><li>Satu akun per orang, rumah tangga, perangkat, dan alamat IP.</li><li>${name} dapat mengubah ketentuan ini; versi yang dimuat di sini adalah yang berlaku.</li><li>Saldo disimpan dalam ${currency}.</li></ol>`,
        },
        {
          title: 'Akun Anda',
          content: `<p>Jaga kerahasiaan data login Anda. Taruhan yang dipasang dengan nama pengguna dan kata sandi Anda dianggap sebagai taruhan Anda.</p><ul><li>Data pendaftaran harus benar dan milik Anda sendiri.</li><li>Kami dapat meminta bukti identitas sebelum penarikan.</li><li>Akun yang dipakai untuk penipuan, kolusi, atau penyalahgunaan bonus akan ditutup dan kemenangannya ditahan.</li></ul>`,
        },
        {
          title: 'Bonus dan promosi',
          content: `<p>Setiap promosi memiliki aturannya sendiri di halaman promosi. Kecuali aturan tersebut menyatakan lain:</p><ul><li>Bonus harus dimainkan sesuai jumlah putaran yang disebutkan sebelum dapat ditarik.</li><li>Hanya satu bonus sambutan per orang.</li><li>Klaim hadiah ditinjau oleh tim kami; keputusannya final.</li></ul>`,
        },
        {
          title: 'Batasan tanggung jawab',
          content: `<p>Permainan disediakan apa adanya. Jika permainan gagal, putaran diselesaikan berdasarkan catatan penyedia. ${name} tidak bertanggung jawab atas kerugian akibat perangkat atau koneksi Anda sendiri.</p>`,
        },
      ],
    },
    {
      title: 'Tentang kami',
      tag: 'about',
      content: `<p><strong>${name}</strong> adalah situs hiburan daring dengan slot, kasino langsung, tembak ikan, poker, olahraga, dan lotre dari lebih dari dua puluh penyedia, dibuat untuk ponsel Anda.</p>`,
      children: [
        {
          title: 'Siapa kami',
          content: `<p>Tim kami telah mengelola situs permainan sejak 2014. Kami mengutamakan halaman yang cepat, permainan yang adil, dan pembayaran yang cepat. Layanan pelanggan kami siap 24 jam sehari, 7 hari seminggu.</p>`,
        },
        {
          title: 'Lisensi dan permainan adil',
          content: `<p>Setiap permainan berasal dari penyedia berlisensi yang generator angka acaknya diuji oleh laboratorium independen. Persentase RTP ditampilkan di halaman informasi setiap permainan.</p>`,
        },
      ],
    },
    {
      title: 'Deposit dan penarikan',
      content: `<p>${name} belum memiliki halaman deposit atau penarikan: tim layanan pelanggan kami yang mengisi saldo dompet Anda dan membayarkan kemenangan Anda, 24/7.</p>`,
      children: [
        {
          title: 'Cara mengisi saldo',
          content: `<ol><li>Hubungi layanan pelanggan dengan nama pengguna dan jumlahnya.</li><li>Bayar sesuai petunjuk agen, hanya ke rekening atas nama ${name}, dan simpan bukti pembayaran.</li><li>Setelah pembayaran dikonfirmasi, agen mengkreditkan dompet Anda. Pengisian saldo tampil di catatan akun.</li></ol><p>Saldo Anda disimpan dalam ${currency}.</p>`,
        },
        {
          title: 'Cara menarik dana',
          content: `<p>Minta penarikan kepada layanan pelanggan. Dana dibayarkan ke rekening bank atas nama Anda sendiri, dan tampil di catatan akun begitu keluar dari dompet Anda.</p>`,
        },
        {
          title: 'Verifikasi',
          content: `<p>Untuk melindungi uang Anda, kami dapat meminta foto kartu identitas dan kartu bank Anda sebelum penarikan. Nama harus sama dengan nama di akun Anda.</p>`,
        },
      ],
    },
    {
      title: 'Akun dan keamanan',
      content: `<p>Akun Anda, kata sandi Anda, dan cara menjaganya tetap aman.</p>`,
      children: [
        {
          title: 'Mendaftar',
          content: `<p>Ketuk <strong>Daftar</strong>, pilih nama pengguna (huruf dan angka) dan kata sandi, lalu setujui ketentuan. Beberapa situs juga meminta nomor ponsel dan kode SMS.</p>`,
        },
        {
          title: 'Lupa kata sandi?',
          content: `<p>Ketuk <strong>Lupa kata sandi</strong> di layar login dan atur ulang melalui email atau kode SMS. Jika keduanya tidak berhasil, layanan pelanggan dapat membantu setelah kami memastikan itu Anda.</p>`,
        },
        {
          title: 'Menjaga akun tetap aman',
          content: `<ul><li>Gunakan kata sandi yang tidak Anda pakai di tempat lain.</li><li>Jangan pernah membagikan kode verifikasi: staf kami tidak akan pernah memintanya.</li><li>Keluar dari akun di perangkat bersama.</li></ul>`,
        },
      ],
    },
    {
      title: 'Bermain secara bertanggung jawab',
      content: `<p>Bermain seharusnya menyenangkan. Tetapkan anggaran dan batas waktu, dan jangan pernah mengejar kekalahan.</p>`,
      children: [
        {
          title: 'Bermain dengan bijak',
          content: `<ul><li>Bermainlah hanya dengan uang yang sanggup Anda relakan.</li><li>Beristirahatlah secara teratur.</li><li>Jangan bermain saat sedang kesal, lelah, atau di bawah pengaruh alkohol.</li></ul>`,
        },
        {
          title: 'Batas Anda',
          content: `<p>Di pusat anggota, buka <strong>Bermain bertanggung jawab</strong> untuk mengatur batas harian, mingguan, dan bulanan atas deposit, kekalahan, dan taruhan, serta batas waktu sesi. Batas yang lebih rendah langsung berlaku; batas yang lebih tinggi, atau penghapusan batas, berlaku 24 jam kemudian. Deposit yang melebihi batas ditolak, dan permainan tidak dapat dibuka lagi setelah batas kekalahan, taruhan, atau sesi tercapai.</p><p>Saat Anda bermain, pengingat menampilkan waktu dan hasil Anda setiap 15, 30, atau 60 menit, sesuai pilihan Anda.</p>`,
        },
        {
          title: 'Beristirahat sejenak',
          content: `<p><strong>Rehat</strong> (24 jam hingga 6 bulan): Anda tetap dapat masuk untuk melihat saldo dan riwayat serta menarik dana, tetapi permainan, deposit, dan promosi dijeda sampai rehat berakhir.</p><p><strong>Pengecualian diri</strong> (6 bulan, 1 tahun, 5 tahun, atau tanpa batas waktu): Anda langsung keluar dan tidak dapat masuk sampai masa ini berakhir; bonus tertunda hangus dan kami berhenti mengirim penawaran. Tidak seorang pun, termasuk staf kami, dapat mencabutnya lebih awal. Setelah berakhir, minta bermain lagi dari halaman yang sama: permainan dibuka 24 jam kemudian (7 hari untuk yang tanpa batas waktu).</p>`,
        },
        {
          title: 'Tempat mencari bantuan',
          content: `<p>Jika bermain tidak lagi menyenangkan, bicarakan dengan seseorang. Organisasi independen seperti <a href="https://www.gamblingtherapy.org">Gambling Therapy</a> menawarkan dukungan gratis dan rahasia.</p>`,
        },
      ],
    },
    {
      title: 'Tanya jawab',
      content: `<p>Jawaban singkat untuk pertanyaan yang paling sering kami terima.</p>`,
      children: [
        {
          title: 'Permainan',
          content: `<p><strong>Bisakah saya mencoba permainan secara gratis?</strong> Ya: banyak permainan menawarkan main gratis dari akun uji coba.</p><p><strong>Permainan macet. Bagaimana dengan taruhan saya?</strong> Putaran diselesaikan oleh penyedia; hasilnya muncul di catatan taruhan Anda.</p>`,
        },
        {
          title: 'Unduh aplikasi',
          content: `<p>Buka <strong>Unduh aplikasi</strong> di menu. Di Android, pasang aplikasinya; di iPhone, pasang aplikasinya atau tambahkan ${name} ke Layar Utama dari Safari.</p>`,
        },
        {
          title: 'Hubungi kami',
          content: `<p>Layanan pelanggan menjawab 24/7 melalui obrolan langsung dan Telegram: ketuk ikon headset di bagian atas halaman mana pun.</p>`,
        },
      ],
    },
  ];
}

export function helpSeeds(brand: Brand): Record<Language, HelpSeedSection[]> {
  return { en: english(brand), id: indonesian(brand) };
}
