import { Suspense, lazy, useState } from 'react';
import { AppLink } from '../../../ui/app-link';
import { useTranslation } from '../../../lib/use-translation';
import { useIsMember } from '../../../lib/session';
import {
  CalendarIcon,
  CrownIcon,
  GiftIcon,
  LifebuoyIcon,
  MegaphoneIcon,
  PercentIcon,
  ShareIcon,
  StoreIcon,
  TargetIcon,
  TicketIcon,
} from '../../../ui/icons';
import { tileGridClass } from '../../../ui/tile-columns';
import { SHORTCUTS, visibleShortcuts, type ShortcutKey } from '../shortcuts';

const ReferralDialog = lazy(() => import('./referral-dialog').then((module) => ({ default: module.ReferralDialog })));

const ICONS: Record<ShortcutKey, { Icon: typeof GiftIcon; tone: string }> = {
  rebate: { Icon: PercentIcon, tone: 'from-emerald-400/30 text-emerald-400' },
  vip: { Icon: CrownIcon, tone: 'from-gold-400/35 text-gold-300' },
  signIn: { Icon: CalendarIcon, tone: 'from-sky-400/30 text-sky-300' },
  rescue: { Icon: LifebuoyIcon, tone: 'from-rose-500/30 text-rose-400' },
  promoCode: { Icon: TicketIcon, tone: 'from-fuchsia-500/30 text-fuchsia-300' },
  mission: { Icon: TargetIcon, tone: 'from-orange-400/30 text-orange-300' },
  mall: { Icon: StoreIcon, tone: 'from-cyan-400/30 text-cyan-300' },
  activity: { Icon: MegaphoneIcon, tone: 'from-violet-400/35 text-violet-300' },
  rewardCenter: { Icon: GiftIcon, tone: 'from-pink-400/30 text-pink-300' },
  share: { Icon: ShareIcon, tone: 'from-lime-400/30 text-lime-300' },
};

const tile = 'flex flex-col items-center gap-1.5 rounded-xl py-1 text-center';

const frame = 'rounded-2xl border border-line bg-surface px-1.5 py-3';
/** Every flag on: the most entries a visitor or a member can see, which the placeholder reserves room for. */
const ALL_ON: Readonly<Record<string, boolean>> = Object.fromEntries(
  SHORTCUTS.flatMap((item) => (item.flag ? [[item.flag, true]] : [])),
);
/** Five tiles a row at most (six fit on one), so that no entry is left alone on a last row. */
const WIDEST = 5;

/**
 * Home shortcuts: routes per spec; the share entry opens the referral panel instead. Which
 * entries show depends on the site's flags, so until they are known the tiles are placeholders.
 */
export function ShortcutGrid({ flags }: { flags: Readonly<Record<string, boolean>> | undefined }) {
  const { t } = useTranslation();
  const isMember = useIsMember();
  const [referralOpen, setReferralOpen] = useState(false);
  if (!flags) {
    const most = visibleShortcuts(ALL_ON, isMember);
    return (
      <div aria-hidden="true" className={`${frame} grid gap-y-3 ${tileGridClass(most.length, WIDEST)}`}>
        {most.map((item) => (
          <div key={item.key} className="flex flex-col items-center gap-1.5 py-1">
            <span className="skeleton size-11 rounded-2xl" />
            <span className="skeleton h-[16.5px] w-12 rounded" />
          </div>
        ))}
      </div>
    );
  }
  const shortcuts = visibleShortcuts(flags, isMember);
  return (
    <nav aria-label={t('home.shortcuts')} className={frame}>
      <ul className={`grid gap-y-3 ${tileGridClass(shortcuts.length, WIDEST)}`}>
        {shortcuts.map((item) => {
          const { Icon, tone } = ICONS[item.key];
          const body = (
            <>
              <span
                className={`grid size-11 place-items-center rounded-2xl bg-linear-to-b to-white/5 ring-1 ring-white/10 ${tone}`}
              >
                <Icon size={22} />
              </span>
              <span className="w-full truncate px-0.5 text-[11px] font-medium text-muted">
                {t(`shortcut.${item.key}`)}
              </span>
            </>
          );
          return (
            <li key={item.key}>
              {item.to ? (
                <AppLink to={item.to} className={tile}>
                  {body}
                </AppLink>
              ) : (
                <button
                  type="button"
                  className={`${tile} w-full`}
                  aria-haspopup="dialog"
                  onClick={() => setReferralOpen(true)}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {referralOpen ? (
        <Suspense fallback={null}>
          <ReferralDialog open onClose={() => setReferralOpen(false)} />
        </Suspense>
      ) : null}
    </nav>
  );
}
