import type { CustomerService } from '@lobby/contract/site';
import { SYSTEM_STATUS, type SiteStatus } from '@lobby/contract/site-status';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useDateFormat } from '../../../lib/date-format';
import { isExternalLink } from '../../../shared/site/customer-service';
import { Button, buttonClass } from '../../../ui/button';
import { ClockIcon, GlobeIcon, HeadsetIcon } from '../../../ui/icons';

interface StatusPageProps {
  /** The status to explain: maintenance or region restricted. */
  status: typeof SYSTEM_STATUS.maintenance | typeof SYSTEM_STATUS.regionRestricted;
  /** The server's account of it (address, country, message), once loaded. */
  info: SiteStatus | undefined;
  checking: boolean;
  onRetry: () => void;
  /** The site's first customer-service entry (spec: the contact link). */
  contact: CustomerService | undefined;
  brand: ReactNode;
}

function WrenchIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={34}
      height={34}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path
        d="M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7V20h3.3l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6Z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-xs text-subtle">{label}</dt>
      <dd className="font-mono text-sm font-semibold text-text">{value}</dd>
    </div>
  );
}

/**
 * The spec's ErrorLimit pages: maintenance (with the operator's message and the expected end) or region
 * restricted; both show the visitor's address and a way to reach customer service.
 */
export function StatusPage({ status, info, checking, onRetry, contact, brand }: StatusPageProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const maintenance = status === SYSTEM_STATUS.maintenance;
  const endsAt = info?.maintenance.endsAt;
  const until = endsAt ? dates.format(endsAt, 'dateTime') : null;
  const external = contact ? isExternalLink(contact.path) : false;
  return (
    <main className="flex min-h-dvh flex-col items-center px-5 pt-8 pb-12 text-center">
      <div aria-hidden="true">{brand}</div>
      <section
        aria-labelledby="status-title"
        className="mt-10 w-full rounded-3xl border border-line bg-gradient-to-b from-ink-800 to-ink-900 px-5 pt-8 pb-6 shadow-card"
      >
        <span
          className={`mx-auto grid size-20 place-items-center rounded-full ${maintenance ? 'bg-gold/15 text-gold-400 shadow-gold' : 'bg-violet-500/15 text-violet-300 shadow-glow'}`}
        >
          {maintenance ? <WrenchIcon /> : <GlobeIcon size={34} />}
        </span>
        <h1 id="status-title" className="mt-5 text-2xl font-extrabold tracking-tight">
          {t(maintenance ? 'status.maintenance.title' : 'status.region.title')}
        </h1>
        <p className="mx-auto mt-2 max-w-72 text-sm text-muted">
          {t(maintenance ? 'status.maintenance.body' : 'status.region.body')}
        </p>
        {maintenance && info?.maintenance.message ? (
          <p className="mt-4 rounded-2xl border border-gold-500/25 bg-gold-500/5 px-4 py-3 text-sm text-gold-200">
            {info.maintenance.message}
          </p>
        ) : null}
        {until ? (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5 text-xs font-semibold text-text">
            <ClockIcon size={14} />
            {t('status.maintenance.until', { time: until })}
          </p>
        ) : null}
        <dl className="mt-5 divide-y divide-line rounded-2xl border border-line bg-ink-950/60 px-4 text-left">
          <Fact label={t('status.ip')} value={info?.ip ?? '…'} />
          {!maintenance ? <Fact label={t('status.country')} value={info?.country ?? t('status.unknown')} /> : null}
        </dl>
        <Button variant="outline" size="md" className="mt-5 w-full" onClick={onRetry} disabled={checking}>
          {checking ? t('status.checking') : t('status.retry')}
        </Button>
        <p className="mt-2 text-[11px] text-subtle">{t('status.autoRetry')}</p>
      </section>
      {contact ? (
        <section className="mt-5 w-full rounded-3xl border border-line bg-surface px-5 py-5">
          <p className="text-sm text-muted">{t('status.contactHint')}</p>
          <a
            href={contact.path}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={buttonClass('gold', 'md', 'mt-3 w-full whitespace-nowrap')}
          >
            <HeadsetIcon size={18} />
            {t('status.contact')}
          </a>
          <p className="mt-2 text-xs text-subtle">{contact.title}</p>
        </section>
      ) : null}
    </main>
  );
}
