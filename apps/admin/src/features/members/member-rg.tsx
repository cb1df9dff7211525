import type { AdminMemberRg, AdminRgEvent, AdminRgExclusion } from '@lobby/contract/admin/responsible-gaming';
import { RG_PERIODS, RG_MONEY_LIMITS } from '@lobby/contract/responsible-gaming';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../shared/data-table';
import { QueryState } from '../../shared/query-state';
import { responsibleGamingQuery } from './members-api';

const exclusion = createColumnHelper<AdminRgExclusion>();
const event = createColumnHelper<AdminRgEvent>();

/** The member's limits, time-outs and self-exclusions, and every change they made: read-only. */
export function MemberResponsibleGaming({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery(responsibleGamingQuery(id));
  return (
    <QueryState query={query} error={t('rg.error')}>
      {(data) => (
        <div className="flex flex-col gap-5 p-4">
          <p className="rounded-md border border-gold-400/20 bg-gold-400/5 px-3 py-2 text-sm text-muted">
            {t('rg.readOnly')}
          </p>
          <Limits data={data} />
          <Exclusions rows={data.exclusions} />
          <Trail rows={data.events} />
        </div>
      )}
    </QueryState>
  );
}

function Heading({ children }: { children: string }) {
  return <h2 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{children}</h2>;
}

function Limits({ data }: { data: AdminMemberRg }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string | null) =>
    amount === null ? t('rg.none') : `${format.money(amount)} ${data.currency}`;
  const session = data.sessionLimit;
  return (
    <section>
      <Heading>{t('rg.limits')}</Heading>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('rg.limits')}</caption>
        <thead className="text-left text-xs text-muted uppercase">
          <tr>
            <th scope="col" className="py-1.5 font-medium">
              {t('rg.kind')}
            </th>
            {RG_PERIODS.map((period) => (
              <th key={period} scope="col" className="py-1.5 font-medium">
                {t(`rg.period.${period}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {RG_MONEY_LIMITS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="py-2 text-left font-medium">
                {t(`rg.kind.${kind}`)}
              </th>
              {RG_PERIODS.map((period) => {
                const limit = data.limits.find((l) => l.kind === kind && l.period === period);
                return (
                  <td key={period} className="py-2 align-top">
                    <span className={limit?.amount ? 'font-mono text-gold-200' : 'text-muted'}>
                      {money(limit?.amount ?? null)}
                    </span>
                    {limit?.amount ? (
                      <span className="block text-xs text-muted">
                        {t('rg.used')} {format.money(limit.used)}
                      </span>
                    ) : null}
                    {limit?.pending ? (
                      <span className="block text-xs text-amber-300">
                        {t('rg.pending', {
                          value: money(limit.pending.amount),
                          when: format.dateTime(limit.pending.effectiveAt),
                        })}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="rounded-lg border border-line px-3 py-2">
          <dt className="text-xs text-muted uppercase">{t('rg.session')}</dt>
          <dd className="mt-0.5">
            {session.minutes === null ? t('rg.none') : t('rg.minutes', { count: session.minutes })}
            {session.pending ? (
              <span className="ml-2 text-xs text-amber-300">
                {t('rg.pending', {
                  value:
                    session.pending.minutes === null
                      ? t('rg.none')
                      : t('rg.minutes', { count: session.pending.minutes }),
                  when: format.dateTime(session.pending.effectiveAt),
                })}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="rounded-lg border border-line px-3 py-2">
          <dt className="text-xs text-muted uppercase">{t('rg.reality')}</dt>
          <dd className="mt-0.5">
            {data.realityCheckMinutes === null
              ? t('rg.off')
              : t('rg.realityEvery', { count: data.realityCheckMinutes })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Exclusions({ rows }: { rows: AdminRgExclusion[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    () => [
      exclusion.accessor('kind', {
        header: t('rg.exclusion.kind'),
        cell: (info) => t(`rg.exclusion.${info.getValue()}`),
      }),
      exclusion.accessor('duration', { header: t('rg.exclusion.duration') }),
      exclusion.accessor('startsAt', {
        header: t('rg.exclusion.started'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      exclusion.accessor('endsAt', {
        header: t('rg.exclusion.ends'),
        cell: (info) => (info.getValue() ? format.dateTime(info.getValue() ?? '') : t('rg.exclusion.indefinite')),
      }),
      exclusion.accessor('resumeAt', {
        header: t('rg.exclusion.resume'),
        cell: (info) => (info.getValue() ? format.dateTime(info.getValue() ?? '') : '—'),
      }),
      exclusion.accessor('group', { header: t('rg.exclusion.group'), cell: (info) => info.getValue() ?? '—' }),
      exclusion.accessor('active', {
        header: t('rg.exclusion.state'),
        cell: (info) =>
          info.getValue() ? (
            <span className="font-medium text-amber-300">{t('rg.exclusion.active')}</span>
          ) : (
            <span className="text-muted">{t('rg.exclusion.over')}</span>
          ),
      }),
    ],
    [t, format],
  );
  return (
    <section>
      <Heading>{t('rg.exclusions')}</Heading>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('rg.exclusions.empty')}</p>
      ) : (
        <DataTable rows={rows} columns={columns} getRowId={(row) => String(row.id)} caption={t('rg.exclusions')} />
      )}
    </section>
  );
}

function Trail({ rows }: { rows: AdminRgEvent[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(
    () => [
      event.accessor('createdAt', { header: t('rg.trail.when'), cell: (info) => format.dateTime(info.getValue()) }),
      event.accessor('action', {
        header: t('rg.trail.action'),
        cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
      }),
      event.accessor('detail', {
        header: t('rg.trail.detail'),
        cell: (info) => (
          <span className="font-mono text-xs text-muted">
            {Object.entries(info.getValue())
              .filter(([, value]) => value !== undefined && value !== null)
              .map(([key, value]) => `${key}: ${String(value)}`)
              .join(' · ')}
          </span>
        ),
      }),
    ],
    [t, format],
  );
  return (
    <section>
      <Heading>{t('rg.trail')}</Heading>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('rg.trail.empty')}</p>
      ) : (
        <DataTable rows={rows} columns={columns} getRowId={(row) => String(row.id)} caption={t('rg.trail')} />
      )}
    </section>
  );
}
