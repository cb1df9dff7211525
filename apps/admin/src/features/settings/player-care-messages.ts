import { defineMessages } from '../../lib/messages';

/** The settings pages about players' care: the feedback form and the responsible-gaming group. */
export const playerCareMessages = defineMessages(
  {
    'settings.page.feedback': 'Feedback form',
    'settings.page.responsible-gaming': 'Responsible gaming',
    'feedbackForm.categories': 'Categories',
    'feedbackForm.categoriesHint':
      'What a player picks when they send feedback, in the order shown. A label per language; an empty one shows the first label written.',
    'feedbackForm.add': 'Add category',
    'feedbackForm.none': 'No categories: add at least one.',
    'feedbackForm.code': 'Code',
    'feedbackForm.labelIn': 'Label ({{language}})',
    'feedbackForm.category': 'category {{n}}',
    'feedbackForm.bounds': 'Length of the message',
    'feedbackForm.boundsHint': 'In words. Players see the bounds under the text box.',
    'feedbackForm.minWords': 'Fewest words',
    'feedbackForm.pictures': 'Pictures',
    'feedbackForm.picturesHint': 'Up to 3 JPEG or PNG pictures of 5 MB each, checked by their content.',
    'feedbackForm.picturesOn': 'Players may attach pictures',
    'feedbackForm.maxWords': 'Most words',
    'rgGroup.title': 'Shared self-exclusion',
    'rgGroup.hint':
      'Merchants with the same group key share self-exclusions: a player who excludes themselves on one is refused on every merchant of the group, matched by verified e-mail or mobile number. Time-outs and limits stay with each merchant.',
    'rgGroup.key': 'Group key',
    'rgGroup.keyHint':
      'Start a group here, then paste the same key into the console of each other merchant you run. Keep it private: whoever holds it can join.',
    'rgGroup.new': 'Start a new group',
    'rgGroup.leave': 'Leave the group',
    'rgGroup.none': 'Not in a group: self-exclusions apply on this merchant only.',
    'rgGroup.members': 'Other merchants in this group',
    'rgGroup.alone': 'No other merchant holds this key yet.',
    'rgGroup.merchantCode': 'Code',
    'rgGroup.merchantName': 'Name',
  },
  {
    'settings.page.feedback': 'Formulir masukan',
    'settings.page.responsible-gaming': 'Permainan bertanggung jawab',
    'feedbackForm.categories': 'Kategori',
    'feedbackForm.categoriesHint':
      'Pilihan pemain saat mengirim masukan, sesuai urutan ini. Label per bahasa; label kosong menampilkan label pertama yang diisi.',
    'feedbackForm.add': 'Tambah kategori',
    'feedbackForm.none': 'Belum ada kategori: tambahkan minimal satu.',
    'feedbackForm.code': 'Kode',
    'feedbackForm.labelIn': 'Label ({{language}})',
    'feedbackForm.category': 'kategori {{n}}',
    'feedbackForm.bounds': 'Panjang pesan',
    'feedbackForm.boundsHint': 'Dalam kata. Pemain melihat batasnya di bawah kotak teks.',
    'feedbackForm.minWords': 'Kata paling sedikit',
    'feedbackForm.pictures': 'Gambar',
    'feedbackForm.picturesHint': 'Paling banyak 3 gambar JPEG atau PNG masing-masing 5 MB, diperiksa dari isinya.',
    'feedbackForm.picturesOn': 'Pemain boleh melampirkan gambar',
    'feedbackForm.maxWords': 'Kata paling banyak',
    'rgGroup.title': 'Pengecualian diri bersama',
    'rgGroup.hint':
      'Merchant dengan kunci grup yang sama berbagi pengecualian diri: pemain yang mengecualikan diri di satu merchant ditolak di semua merchant grup, dicocokkan lewat e-mail atau nomor ponsel terverifikasi. Time-out dan batas tetap per merchant.',
    'rgGroup.key': 'Kunci grup',
    'rgGroup.keyHint':
      'Mulai grup di sini, lalu tempel kunci yang sama di konsol tiap merchant lain yang Anda kelola. Rahasiakan: siapa pun yang memegangnya bisa bergabung.',
    'rgGroup.new': 'Mulai grup baru',
    'rgGroup.leave': 'Keluar dari grup',
    'rgGroup.none': 'Tidak dalam grup: pengecualian diri hanya berlaku di merchant ini.',
    'rgGroup.members': 'Merchant lain dalam grup ini',
    'rgGroup.alone': 'Belum ada merchant lain yang memegang kunci ini.',
    'rgGroup.merchantCode': 'Kode',
    'rgGroup.merchantName': 'Nama',
  },
);
