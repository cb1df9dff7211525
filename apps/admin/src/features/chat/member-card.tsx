import type { ChatMemberProfile } from '@lobby/contract/admin/chat';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

/** Who the operator is talking to: username, rank, balance and since when. */
export function MemberCard({ member }: { member: ChatMemberProfile }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows: [string, string][] = [
    [t('chat.username'), member.username],
    [t('chat.rank'), member.rank ?? t('chat.noRank')],
    [t('chat.balance'), `${format.money(member.balance)} ${member.currency}`],
    [t('chat.registered'), format.date(member.registeredAt)],
  ];
  return (
    <section aria-labelledby="chat-member" className="p-4">
      <h2 id="chat-member" className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">
        {t('chat.profile')}
      </h2>
      <div className="mb-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-full bg-gold-400/15 font-bold text-gold-300 uppercase"
        >
          {member.username.slice(0, 2)}
        </span>
        <span className="font-semibold">{member.username}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
