import { defineMessages } from '../../lib/messages';

export const auditMessages = defineMessages(
  {
    'audit.title': 'Audit log',
    'audit.subtitle': "Every change made by this site's operators, newest first.",
    'audit.when': 'When',
    'audit.operator': 'Operator',
    'audit.action': 'Action',
    'audit.target': 'Target',
    'audit.detail': 'Detail',
    'audit.ip': 'Address',
    'audit.system': 'system',
    'audit.empty': 'No entries yet.',
    'audit.error': 'The audit log could not be loaded.',
    'audit.newest': 'Newest',
    'audit.older': 'Older',
  },
  {
    'audit.title': 'Log audit',
    'audit.subtitle': 'Setiap perubahan oleh operator situs ini, terbaru lebih dulu.',
    'audit.when': 'Waktu',
    'audit.operator': 'Operator',
    'audit.action': 'Tindakan',
    'audit.target': 'Sasaran',
    'audit.detail': 'Rincian',
    'audit.ip': 'Alamat',
    'audit.system': 'sistem',
    'audit.empty': 'Belum ada entri.',
    'audit.error': 'Log audit tidak dapat dimuat.',
    'audit.newest': 'Terbaru',
    'audit.older': 'Lebih lama',
  },
);
