import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormat } from '../../lib/format';
import { Button } from '../../shared/button';
import { useListParams } from '../../shared/list-params';
import { Panel, QueryState } from '../../shared/query-state';
import { useSession } from '../../shared/session-context';
import { AdjustDialog } from './adjust-dialog';
import { MemberProfile } from './member-profile';
import { MemberTabPanel, MemberTabs } from './member-tabs';
import { memberQuery } from './members-api';
import { memberParamsSchema } from './list-params';
import { StatusBadge } from './status-badge';
import { StatusDialog } from './status-dialog';

/** One member: a summary on top, then profile, sessions, ledger, rounds, rewards and notes as tabs (tab in the URL). */
export function MemberPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const format = useFormat();
  const role = useSession().session?.operator.role;
  const { params, update } = useListParams(memberParamsSchema);
  const member = useQuery(memberQuery(id, format.language));
  const [dialog, setDialog] = useState<'status' | 'adjust' | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <Link to="/members" className="text-sm text-muted hover:text-text">
        ← {t('members.back')}
      </Link>
      <QueryState query={member} error={t('member.error')}>
        {(row) => (
          <>
            <header className="flex items-start justify-between gap-4">
              <div>
                <h1 className="flex items-center gap-3 text-xl font-semibold">
                  {row.username}
                  <StatusBadge status={row.status} />
                </h1>
                <p className="mt-0.5 text-sm text-muted">
                  #{row.id} · {t(`members.kind.${row.kind}`)}
                  {row.nickname && ` · ${row.nickname}`}
                </p>
              </div>
              <div className="flex gap-2">
                {(role === 'finance' || role === 'admin') && (
                  <Button variant="primary" onClick={() => setDialog('adjust')}>
                    {t('member.adjust')}
                  </Button>
                )}
                {role === 'admin' && (
                  <Button
                    variant={row.status === 'active' ? 'danger' : 'secondary'}
                    onClick={() => setDialog('status')}
                  >
                    {t(row.status === 'active' ? 'member.disable' : 'member.enable')}
                  </Button>
                )}
              </div>
            </header>
            <dl className="grid grid-cols-5 gap-3">
              <Stat label={t('members.balance')} value={format.money(row.balance)} strong />
              <Stat label={t('member.rank')} value={row.rank?.labelName ?? t('member.noRank')} />
              <Stat label={t('members.created')} value={format.dateTime(row.createdAt)} />
              <Stat
                label={t('members.lastLogin')}
                value={row.lastLoginAt ? format.dateTime(row.lastLoginAt) : t('members.never')}
              />
              <Stat label={t('member.liveSessions')} value={format.number(row.liveSessions)} />
            </dl>
            <MemberTabs tab={params.tab} onTab={(tab) => update({ tab, page: 1, kind: undefined })} />
            <Panel>
              {/* Focusable, as ARIA's tabs pattern asks: a read-only tab (responsible gaming) has nothing else to focus. */}
              <div role="tabpanel" tabIndex={0} id={`panel-${params.tab}`} aria-labelledby={`tab-${params.tab}`}>
                {params.tab === 'profile' ? (
                  <MemberProfile member={row} />
                ) : (
                  <MemberTabPanel id={id} params={params} update={update} />
                )}
              </div>
            </Panel>
            <StatusDialog member={row} open={dialog === 'status'} onClose={() => setDialog(null)} />
            <AdjustDialog member={row} open={dialog === 'adjust'} onClose={() => setDialog(null)} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function Stat({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-lg border border-line bg-ink-900 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className={`mt-1 ${strong ? 'font-mono text-lg font-semibold text-gold-200' : 'text-sm'}`}>{value}</dd>
    </div>
  );
}
