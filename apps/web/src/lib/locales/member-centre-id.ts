import type { MemberCentreMessages } from './member-centre-en';

export const memberCentreId: MemberCentreMessages = {
  'memberCentre.account': 'Akun: {{account}}',
  'memberCentre.balance': 'Total saldo',
  'memberCentre.profile': 'Profil Anda',
  'memberCentre.records': 'Riwayat',
  'memberCentre.benefits': 'Hadiah dan keuntungan',
  'memberCentre.support': 'Akun dan bantuan',
  'memberCentre.quickAccess': 'Akses cepat',
  'memberCentre.more': 'Lainnya',
  'memberCentre.loading': 'Memuat akun Anda…',
  'memberCentre.unread': '{{badge}} belum dibaca',
};
