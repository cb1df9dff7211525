import type { SecurityOverview as Overview } from '@lobby/contract/security';
import { useState, type ReactNode } from 'react';
import { useDateFormat } from '../../../lib/date-format';
import { ROUTES } from '../../../lib/routes';
import { useTranslation } from '../../../lib/use-translation';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons';
import { ErrorState, Spinner } from '../../../ui/status-views';
import { useSecurityOverview } from '../api/security';
import { PaymentPasswordSheet } from './payment-password-sheet';
import { ProtectionRow } from './protection-row';
import { Card } from './card';
import { KeyIcon, LockIcon, PhoneIcon, ShieldIcon as ShieldCheckIcon } from './security-icons';
import { TwoFactorSheet } from './two-factor-sheet';
import { ContactSheet, type ContactKind } from './contact-sheet';

type Sheet = 'paymentPassword' | 'twoFactor' | ContactKind | null;
const action = buttonClass('outline', 'sm', 'shrink-0');

/** How many of the five protections are on. */
function protectedCount(overview: Overview): number {
  const { password, paymentPassword, mobile, email, twoFactor } = overview;
  return [password.set, paymentPassword.set, mobile.verified, email.verified, twoFactor.on].filter(Boolean).length;
}

/** The account's protections with their state: the hero score and one row each. */
export function SecurityOverview({
  paymentPasswordSetup,
  dialingCodes,
}: {
  paymentPasswordSetup: ReactNode;
  /** The merchant's country dialing codes (the site's auth settings). */
  dialingCodes: readonly string[];
}) {
  const { t } = useTranslation();
  const query = useSecurityOverview();
  const [sheet, setSheet] = useState<Sheet>(null);
  if (query.isPending) return <Spinner label={t('security.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const overview = query.data;
  return (
    <>
      <Hero done={protectedCount(overview)} total={5} />
      <Card title={t('security.listTitle')}>
        <ul className="-my-3 divide-y divide-line">
          <PasswordRow overview={overview} />
          <ProtectionRow
            Icon={LockIcon}
            label={t('security.paymentPassword')}
            hint={t('security.paymentPasswordHint')}
            good={overview.paymentPassword.set && !overview.paymentPassword.locked}
            status={t(
              overview.paymentPassword.locked
                ? 'security.locked'
                : overview.paymentPassword.set
                  ? 'security.set'
                  : 'security.notSet',
            )}
            action={
              <button type="button" className={action} onClick={() => setSheet('paymentPassword')}>
                {t(overview.paymentPassword.set ? 'security.manage' : 'security.setUp')}
              </button>
            }
          />
          <ProtectionRow
            Icon={ShieldCheckIcon}
            label={t('security.twoFactor')}
            hint={
              overview.twoFactor.on
                ? t('security.twoFactorCodesLeft', { count: overview.twoFactor.recoveryCodesLeft })
                : t('security.twoFactorHint')
            }
            good={overview.twoFactor.on}
            status={t(overview.twoFactor.on ? 'security.on' : 'security.off')}
            action={
              <button type="button" className={action} onClick={() => setSheet('twoFactor')}>
                {t(overview.twoFactor.on ? 'security.manage' : 'security.setUp')}
              </button>
            }
          />
          <ContactRow kind="mobile" overview={overview} onOpen={() => setSheet('mobile')} />
          <ContactRow kind="email" overview={overview} onOpen={() => setSheet('email')} />
        </ul>
      </Card>
      {sheet === 'paymentPassword' ? (
        <PaymentPasswordSheet overview={overview} setup={paymentPasswordSetup} onClose={() => setSheet(null)} />
      ) : null}
      {sheet === 'twoFactor' ? <TwoFactorSheet on={overview.twoFactor.on} onClose={() => setSheet(null)} /> : null}
      {sheet === 'mobile' || sheet === 'email' ? (
        <ContactSheet kind={sheet} overview={overview} dialingCodes={dialingCodes} onClose={() => setSheet(null)} />
      ) : null}
    </>
  );
}

/** The mobile number or e-mail address: added or not, verified or not, and the button to add, verify or change it. */
function ContactRow({ kind, overview, onOpen }: { kind: ContactKind; overview: Overview; onOpen: () => void }) {
  const { t } = useTranslation();
  const { bound, verified, masked } = overview[kind];
  const label = t(kind === 'mobile' ? 'security.mobile' : 'security.email');
  return (
    <ProtectionRow
      Icon={kind === 'mobile' ? PhoneIcon : MailIcon}
      label={label}
      hint={bound ? masked : t('security.contactHint')}
      good={verified}
      status={t(!bound ? 'security.notBound' : verified ? 'security.verified' : 'security.notVerified')}
      action={
        <button
          type="button"
          className={action}
          onClick={onOpen}
          aria-label={`${t(!bound ? 'security.add' : verified ? 'security.change' : 'security.verify')} ${label}`}
        >
          {t(!bound ? 'security.add' : verified ? 'security.change' : 'security.verify')}
        </button>
      }
    />
  );
}

function PasswordRow({ overview }: { overview: Overview }) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  const changedAt = overview.password.changedAt;
  return (
    <ProtectionRow
      Icon={KeyIcon}
      label={t('security.loginPassword')}
      hint={changedAt ? t('security.loginPasswordHint', { date: format(changedAt) }) : t('security.loginPasswordNever')}
      good={overview.password.set}
      status={t(overview.password.set ? 'security.set' : 'security.notSet')}
      action={
        <AppLink to={`${ROUTES.securityCenter}?popup=changePsw`} className={action}>
          {t('security.change')}
        </AppLink>
      }
    />
  );
}

function Hero({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const strong = done >= total - 1;
  return (
    <section
      aria-labelledby="security-hero"
      className="relative overflow-hidden rounded-3xl border border-violet-400/25 bg-gradient-to-br from-violet-600/35 via-ink-900 to-ink-900 p-5 shadow-card"
    >
      <div className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-violet-500/25 text-violet-100 shadow-glow">
          <ShieldCheckIcon size={30} />
        </span>
        <div className="min-w-0">
          <h2 id="security-hero" className="text-lg font-extrabold">
            {t('security.heroTitle')}
          </h2>
          <p className="text-sm font-semibold text-gold-300">{t('security.heroScore', { done, total })}</p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-labelledby="security-hero"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        className="mt-4 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div className="h-full rounded-full bg-gold transition-all" style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <p className="mt-3 text-xs text-muted">{t(strong ? 'security.heroStrong' : 'security.heroWeak')}</p>
    </section>
  );
}
