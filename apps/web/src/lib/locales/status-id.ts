import type { statusEn } from './status-en';

export const statusId: Record<keyof typeof statusEn, string> = {
  'status.maintenance.title': 'Sedang dalam pemeliharaan',
  'status.maintenance.body':
    'Kami sedang meningkatkan platform agar lebih baik untuk Anda. Silakan kembali sebentar lagi.',
  'status.maintenance.until': 'Perkiraan kembali pada {{time}}',
  'status.region.title': 'Tidak tersedia di wilayah Anda',
  'status.region.body': 'Maaf, layanan kami tidak tersedia dari alamat IP atau lokasi Anda.',
  'status.ip': 'Alamat IP Anda',
  'status.country': 'Lokasi',
  'status.unknown': 'Tidak diketahui',
  'status.retry': 'Periksa lagi',
  'status.checking': 'Memeriksa…',
  'status.contact': 'Hubungi layanan pelanggan',
  'status.contactHint': 'Ada pertanyaan? Tim dukungan kami siap membantu.',
  'status.autoRetry': 'Halaman ini memeriksa ulang sendiri setiap 30 detik.',

  'gate.title': 'Hubungi layanan pelanggan',
  'gate.body': 'Fitur ini belum dibuka di situs ini. Silakan hubungi layanan pelanggan, kami siap membantu.',
  'gate.home': 'Kembali ke beranda',

  'inbox.title': 'Pesan',
  'inbox.loading': 'Memuat pesan',
  'inbox.empty': 'Belum ada pesan',
  'inbox.emptyHint': 'Berita, bonus, dan pemberitahuan akun dari kami akan muncul di sini.',
  'inbox.unread': 'Belum dibaca',
  'inbox.unreadCount': '{{count}} belum dibaca',
  'inbox.allRead': 'Semua sudah dibaca',
  'inbox.broadcast': 'Semua anggota',
  'inbox.personal': 'Untuk Anda',
  'inbox.loadMore': 'Muat lebih banyak',
  'inbox.loadingMore': 'Memuat…',
  'inbox.end': 'Itu semua pesan Anda',
  'inbox.back': 'Semua pesan',
  'inbox.open': 'Buka pesan: {{title}}',

  'chat.opening': 'Membuka obrolan langsung…',
  'chat.unavailable': 'Obrolan langsung sedang tidak tersedia.',
};
