import { useTranslation } from '../lib/use-translation';
import { MemberCard } from '../features/member/components/member-card';
import { DrawerRankProgress } from '../features/ranks/components/drawer-rank-progress';
import { SignOutButton } from '../features/member/components/sign-out-button';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { usePopupParam } from '../lib/use-popup-param';
import { AppLink } from '../ui/app-link';
import { buttonClass } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { ClockIcon, FireIcon, HeartIcon, UserIcon } from '../ui/icons';
import { DrawerMenu } from './drawer-menu';
import { DrawerCategories, LanguagePicker } from './drawer-sections';
import { useShellStore } from './ui-store';

/** The side menu: member or visitor card, my games, menu entries, categories, language, sign-out. */
export function Drawer() {
  const { t } = useTranslation();
  const close = useShellStore((state) => state.closeDrawer);
  const isMember = useIsMember();
  return (
    <Dialog open onClose={close} title={t('drawer.title')} variant="drawer" closeLabel={t('drawer.close')}>
      {isMember ? <MemberCard rankProgress={<DrawerRankProgress />} /> : <VisitorCard />}
      <MyGames />
      <DrawerMenu />
      <DrawerCategories />
      <LanguagePicker />
      {isMember ? <SignOutButton className="mt-6" /> : null}
    </Dialog>
  );
}

/** Visitors: log in or register, each opening its popup over the current page. */
function VisitorCard() {
  const { t } = useTranslation();
  const login = usePopupParam('login');
  const register = usePopupParam('register');
  return (
    <section className="relative overflow-hidden rounded-2xl border border-violet-500/30 bg-violet p-4 shadow-glow">
      <div className="absolute -top-10 -right-8 size-32 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-full bg-white/15">
          <UserIcon />
        </span>
        <div>
          <p className="font-bold">{t('drawer.welcome')}</p>
          <p className="text-xs text-white/75">{t('drawer.visitorHint')}</p>
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" onClick={login.show} className={buttonClass('gold', 'md')}>
          {t('drawer.login')}
        </button>
        <button type="button" onClick={register.show} className={buttonClass('outline', 'md', 'bg-white/5')}>
          {t('drawer.register')}
        </button>
      </div>
    </section>
  );
}

/** Favourites and recent games: members only, so a visitor lands on the login route. */
function MyGames() {
  const { t } = useTranslation();
  const items = [
    { to: ROUTES.favGames, label: t('title.favourites'), Icon: HeartIcon },
    { to: ROUTES.recentGames, label: t('title.recent'), Icon: ClockIcon },
    { to: ROUTES.hotGames, label: t('entry.HOT'), Icon: FireIcon },
  ];
  return (
    <ul className="mt-4 grid grid-cols-3 gap-2">
      {items.map(({ to, label, Icon }) => (
        <li key={to}>
          <AppLink
            to={to}
            className="flex h-16 flex-col items-center justify-center gap-1 rounded-xl border border-line bg-white/5 text-center text-xs font-medium text-muted transition hover:text-text"
          >
            <Icon size={18} className="text-gold-400" />
            {label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
