import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCentreGroup, MemberCentreItem } from '../member-menu';
import { ROUTES } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { splitForGrid } from '../member-centre-grid';
import { Avatar } from './avatar';
import { MenuGrid, MenuRows, type MenuExtras } from './member-centre-menu';
import { DepositIcon, WithdrawIcon } from './member-icons';
import { SignOutButton } from './sign-out-button';

/** What both templates show; the balance and VIP pieces come from their features (the route composes). */
export interface MemberCentreProps extends MenuExtras {
  /** Nickname, else account name. */
  name: string;
  /** The account name, shown under a nickname. */
  account: string;
  trial: boolean;
  balance: (className: string) => ReactNode;
  vip: ReactNode;
  /** The entries the member may see, per group. */
  groups: Readonly<Record<MemberCentreGroup, readonly MemberCentreItem[]>>;
}

const NAME_ID = 'member-centre-name';

function Identity({
  name,
  account,
  trial,
  tone,
}: Pick<MemberCentreProps, 'name' | 'account' | 'trial'> & { tone: string }) {
  const { t } = useTranslation();
  const subtitle = trial
    ? t('member.trial')
    : account && account !== name
      ? t('memberCentre.account', { account })
      : t('member.welcome');
  return (
    <div className="min-w-0">
      <h2 id={NAME_ID} className="truncate text-lg font-extrabold">
        {name}
      </h2>
      <p className={`truncate text-xs ${tone}`}>{subtitle}</p>
    </div>
  );
}

function MoneyButtons() {
  const { t } = useTranslation();
  return (
    <div className="relative mt-4 grid grid-cols-2 gap-2.5">
      <AppLink to={ROUTES.deposit} className={buttonClass('gold', 'lg', 'text-sm')}>
        <DepositIcon size={18} className="shrink-0" />
        {t('member.deposit')}
      </AppLink>
      <AppLink to={ROUTES.withdraw} className={buttonClass('outline', 'lg', 'bg-white/5 text-sm')}>
        <WithdrawIcon size={18} className="shrink-0" />
        {t('member.withdraw')}
      </AppLink>
    </div>
  );
}

/** Classic template: a header card, then the entries as grouped rows with chevrons. */
export function MemberCentreClassic({ name, account, trial, balance, vip, groups, ...extras }: MemberCentreProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section aria-labelledby={NAME_ID} className="rounded-3xl border border-line bg-surface p-4 shadow-card">
        <div className="flex items-center gap-3.5">
          <Avatar name={name} size="lg" />
          <Identity name={name} account={account} trial={trial} tone="text-muted" />
        </div>
        <div className="mt-4 flex items-center justify-between gap-2 rounded-2xl bg-black/25 py-2 pr-2 pl-3.5">
          <span className="shrink-0 text-xs text-muted">{t('memberCentre.balance')}</span>
          {balance('text-lg text-gold-300')}
        </div>
        {vip}
        <MoneyButtons />
      </section>
      <MenuRows items={groups.records} label={t('memberCentre.records')} {...extras} />
      <MenuRows items={groups.benefits} label={t('memberCentre.benefits')} {...extras} />
      <MenuRows items={groups.support} label={t('memberCentre.support')} {...extras} />
      <SignOutButton />
    </div>
  );
}

/** New template: a balance and VIP hero card, a 4-column icon grid of the entries, the rest as rows. */
export function MemberCentreNew({ name, account, trial, balance, vip, groups, ...extras }: MemberCentreProps) {
  const { t } = useTranslation();
  const { grid, rows } = splitForGrid([...groups.records, ...groups.benefits, ...groups.support]);
  return (
    <div className="space-y-5">
      <section
        aria-labelledby={NAME_ID}
        className="relative overflow-hidden rounded-3xl border border-violet-500/30 bg-violet p-5 shadow-glow"
      >
        <span className="absolute -top-12 -right-10 size-40 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <span
          className="absolute -bottom-16 -left-10 size-40 rounded-full bg-fuchsia-500/20 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative flex items-center gap-3">
          <Avatar name={name} />
          <Identity name={name} account={account} trial={trial} tone="text-white/75" />
        </div>
        <div className="relative mt-5">
          <p className="text-[11px] font-semibold tracking-widest text-white/70 uppercase">
            {t('memberCentre.balance')}
          </p>
          {balance('mt-0.5 text-[28px] leading-tight text-white')}
        </div>
        {vip}
        <MoneyButtons />
      </section>
      <MenuGrid items={grid} label={t('memberCentre.quickAccess')} {...extras} />
      <MenuRows items={rows} label={t('memberCentre.more')} {...extras} />
      <SignOutButton />
    </div>
  );
}
