import type { NoticesMessages } from './notices-en';

export const noticesId: NoticesMessages = {
  'notice.title': 'Pengumuman',
  'notice.detailTitle': 'Pengumuman',
  'notice.bar': 'Pengumuman',
  'notice.barOpen': 'Buka pengumuman: {{title}}',
  'notice.empty': 'Tidak ada pengumuman',
  'notice.emptyHint': 'Pemberitahuan baru dari kami akan tampil di sini.',
  'notice.unread': 'Belum dibaca',
  'notice.loading': 'Memuat pengumuman',
  'notice.notFound': 'Pengumuman ini sudah tidak tersedia.',
  'notice.backToList': 'Semua pengumuman',
  'notice.published': 'Terbit {{date}}',
  'notice.popup': 'Pengumuman',
  'notice.previous': 'Pengumuman sebelumnya',
  'notice.next': 'Pengumuman berikutnya',
  'notice.more': 'Selengkapnya',
  'notice.openDetails': 'Baca semua pengumuman',
  'notice.hideToday': 'Jangan tampilkan lagi hari ini',
  'notice.detailsPopup': 'Detail pengumuman',
};
