import type { AdminMember } from '@lobby/contract/admin/members';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

/** The account fields of accounts.md, two columns of label and value; empty fields show a dash. */
export function MemberProfile({ member }: { member: AdminMember }) {
  const { t } = useTranslation();
  const format = useFormat();
  const messengers = (['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const)
    .filter((key) => member[key])
    .map((key) => `${key.replace('Num', '')}: ${member[key]}`)
    .join(' · ');
  /** A contact with its verified mark: proven with a code, or only typed in. */
  const contact = (value: string, verified: boolean) =>
    value && `${value} · ${t(verified ? 'member.verified' : 'member.unverified')}`;
  const rows: [string, string | null][] = [
    [t('member.account'), member.username],
    [t('member.nickname'), member.nickname],
    [t('member.email'), contact(member.email, member.emailVerified)],
    [
      t('member.mobile'),
      contact(member.mobileNum && `${member.countryDialingCode} ${member.mobileNum}`, member.mobileVerified),
    ],
    [t('member.birthday'), member.birthday && format.date(member.birthday)],
    [t('member.payeeName'), member.payeeName],
    [t('member.idNumber'), member.idNumber],
    [t('member.social'), messengers],
    [t('members.kind'), t(`members.kind.${member.kind}`)],
    [t('member.type'), String(member.type)],
    [t('member.invitationCode'), member.invitationCode],
    [t('member.affiliate'), member.affiliateMemberId ? `#${member.affiliateMemberId}` : member.recommenderId],
    [t('member.registered'), [member.registerMethod, member.registerUrl].filter(Boolean).join(' · ')],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-8 px-5 py-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-line py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right">{value || <span className="text-muted">—</span>}</dd>
        </div>
      ))}
    </dl>
  );
}
