import { useTranslation } from '../lib/use-translation';
import { FooterHelpList } from '../features/help/components/footer-help-list';
import { useSite } from '../shared/site/api/site';
import { SocialBar } from '../features/social/components/social-bar';
import { ROUTES } from '../lib/routes';
import { AppLink } from '../ui/app-link';

/** Game categories the footer links to (the lobby pages of each). */
const CATEGORY_LINKS = [
  { to: ROUTES.slotGames, entry: 'entry.RNG' },
  { to: '/m/live-games', entry: 'entry.LIVE' },
  { to: '/m/fishing-games', entry: 'entry.FISH' },
  { to: '/m/poker-games', entry: 'entry.PVP' },
  { to: '/m/sport-games', entry: 'entry.SPORTS' },
  { to: '/m/lott', entry: 'entry.LOTT' },
] as const;

/**
 * The bottom of home: the social contact bar, game categories, the help list, about and terms, the
 * licence badge and the copyright. Loaded when it comes near the screen (not part of home's first JS).
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSite().data;
  const name = site?.name ?? t('app.name');
  return (
    <footer aria-label={t('siteFooter.label')} className="mt-8 space-y-6 border-t border-line pt-6 pb-4">
      {site && Object.keys(site.social).length > 0 ? (
        <section
          aria-labelledby="footer-follow"
          className="relative overflow-hidden rounded-3xl border border-violet-500/25 bg-surface px-4 py-5 text-center"
        >
          <div
            className="absolute -top-16 left-1/2 size-44 -translate-x-1/2 rounded-full bg-violet-500/25 blur-3xl"
            aria-hidden="true"
          />
          <h2 id="footer-follow" className="relative mb-3 text-sm font-bold">
            {t('follow.title')}
          </h2>
          <div className="relative">
            <SocialBar social={site.social} />
          </div>
        </section>
      ) : null}
      <nav aria-labelledby="footer-games">
        <h2 id="footer-games" className="mb-2 text-xs font-semibold tracking-widest text-subtle uppercase">
          {t('siteFooter.games')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {CATEGORY_LINKS.map((link) => (
            <li key={link.to}>
              <AppLink
                to={link.to}
                className="inline-flex h-8 items-center rounded-full border border-line bg-white/5 px-3 text-xs font-medium text-muted transition hover:text-text"
              >
                {t(link.entry)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <FooterHelpList />
      <div className="flex items-center justify-center gap-4 text-sm">
        <AppLink to={ROUTES.about} className="font-medium text-gold-300 hover:underline">
          {t('siteFooter.about')}
        </AppLink>
        <span className="text-subtle" aria-hidden="true">
          ·
        </span>
        <AppLink to={ROUTES.terms} className="font-medium text-gold-300 hover:underline">
          {t('siteFooter.terms')}
        </AppLink>
        <span className="text-subtle" aria-hidden="true">
          ·
        </span>
        <AppLink to={ROUTES.fairness} className="font-medium text-gold-300 hover:underline">
          {t('siteFooter.fairness')}
        </AppLink>
      </div>
      <div className="flex flex-col items-center gap-2 text-center">
        <LicenceBadge label={t('siteFooter.licence')} />
        <p className="text-xs text-subtle">{t('siteFooter.adults')}</p>
        <p className="text-xs text-subtle">{t('siteFooter.copyright', { year: new Date().getFullYear(), name })}</p>
      </div>
    </footer>
  );
}

/** The gaming licence mark: a seal with 18+ and the licence line. */
function LicenceBadge({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 rounded-full border border-line-strong bg-white/5 py-1 pr-3 pl-1">
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="13" fill="#06051a" stroke="#fccf5b" strokeWidth="2" />
        <text
          x="14"
          y="17.5"
          textAnchor="middle"
          fontSize="9.5"
          fontWeight="900"
          fill="#fccf5b"
          fontFamily="system-ui, sans-serif"
        >
          18+
        </text>
      </svg>
      <span className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</span>
    </div>
  );
}
