import type { AdminRankBenefit } from '@lobby/contract/admin/ranks';
import type { RankBenefitKind } from '@lobby/contract/ranks';
import { SECOND_MERCHANT_CODE } from './merchants-data';

const line = (kind: RankBenefitKind, en: string, id: string): AdminRankBenefit => ({ kind, text: { en, id } });

// Staff deliver every one of these (rebates and gifts are reviewed and paid by the VIP team, withdrawals
// are reviewed by people): they are the operator's commitments, not figures the site computes.
const welcome = line('bonus', 'Welcome bonus and daily reload offers', 'Bonus sambutan dan promo isi ulang harian');
const rebate = line('rebate', 'Weekly rebate, reviewed by our VIP team', 'Rebate mingguan, ditinjau tim VIP kami');
const birthday = line('gift', 'Birthday gift from our VIP team', 'Hadiah ulang tahun dari tim VIP kami');
const priority = line('withdrawal', 'Priority withdrawal review', 'Peninjauan penarikan prioritas');
const tournaments = line('other', 'Invitations to private tournaments', 'Undangan ke turnamen privat');
const manager = line('support', 'Personal account manager, any time', 'Manajer akun pribadi, kapan saja');
const first = line(
  'withdrawal',
  'Withdrawals reviewed first by our VIP team',
  'Penarikan ditinjau lebih dulu oleh tim VIP',
);
const tailored = line('bonus', 'Bonuses tailored by your account manager', 'Bonus khusus dari manajer akun Anda');
const events = line('other', 'Invitations to private tournaments and events', 'Undangan ke turnamen dan acara privat');

/** Lucky Nova (USD): support on its own live chat. */
const LUCKY_NOVA: Record<number, AdminRankBenefit[]> = {
  1: [welcome, line('support', '24/7 live chat support', 'Dukungan live chat 24/7')],
  2: [rebate, birthday, line('support', '24/7 live chat support', 'Dukungan live chat 24/7')],
  3: [priority, rebate, birthday, tournaments],
  4: [
    line('support', 'Personal VIP host on live chat', 'Host VIP pribadi di live chat'),
    priority,
    rebate,
    line('gift', 'Birthday and holiday gifts', 'Hadiah ulang tahun dan hari raya'),
    tournaments,
  ],
  5: [manager, first, tailored, line('gift', 'Birthday and holiday gifts', 'Hadiah ulang tahun dan hari raya'), events],
};

/** Golden Reef (IDR, Indonesian first): support on Telegram, gifts for Eid. */
const eid = line('gift', 'Birthday and Eid gifts', 'Hadiah ulang tahun dan Lebaran');
const GOLDEN_REEF: Record<number, AdminRankBenefit[]> = {
  1: [welcome, line('support', '24/7 support on live chat and Telegram', 'Layanan 24 jam via live chat dan Telegram')],
  2: [rebate, birthday],
  3: [priority, rebate, eid],
  4: [line('support', 'Personal VIP host on Telegram', 'Host VIP pribadi di Telegram'), priority, rebate, eid],
  5: [
    manager,
    first,
    tailored,
    line('gift', 'Birthday, Eid and year-end hampers', 'Parsel ulang tahun, Lebaran dan akhir tahun'),
    events,
  ],
};

/** The demo benefits of a site's rank (by label id); none for a rank the demo ladder lacks. */
export function demoRankBenefits(merchantCode: string, labelId: number): AdminRankBenefit[] {
  const site = merchantCode === SECOND_MERCHANT_CODE ? GOLDEN_REEF : LUCKY_NOVA;
  return site[labelId] ?? [];
}
