import { useTranslation } from '../lib/use-translation';
import { HOME_CATEGORY, buildCategoryMenu, type GameCategory } from '@lobby/contract/games';
import { useVendorSorting } from '../features/games/api/vendor-sorting';
import { ProviderGroups } from '../features/games/components/provider-groups';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { AppLink } from '../ui/app-link';
import { CategoryIcon } from '../ui/category-icon';
import { CrownIcon, FireIcon, TicketIcon, TrophyIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';
import { tileGridClass } from '../ui/tile-columns';
import { entryPagePath } from './page-config';

type Category = Exclude<GameCategory, typeof HOME_CATEGORY>;

/** The pages beside the operator's categories: hot games and the spec's special entries. */
const SPECIAL_PAGES = [
  { to: ROUTES.hotGames, key: 'entry.HOT', Icon: FireIcon },
  { to: entryPagePath('INHOUSE'), key: 'entry.INHOUSE', Icon: CrownIcon },
  { to: entryPagePath('JACKPOT'), key: 'entry.JACKPOT', Icon: TrophyIcon },
  { to: entryPagePath('BINGO'), key: 'entry.BINGO', Icon: TicketIcon },
] as const;

const tile =
  'flex h-20 flex-col items-center justify-center gap-1.5 rounded-2xl border border-line bg-surface px-2 text-center text-xs font-semibold transition hover:border-violet-400/50 hover:shadow-glow';

/** The game centre (/m/gameCenter): every category and every provider in one place. */
export function GameCenterHub() {
  const { t } = useTranslation();
  const sorting = useVendorSorting();
  useDocumentTitle(t('entry.GAME_CENTER'));
  const categories = sorting.data
    ? buildCategoryMenu(sorting.data)
        .map((item) => item.gameCategory)
        .filter((category): category is Category => category !== HOME_CATEGORY)
    : [];
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-extrabold tracking-tight">{t('entry.GAME_CENTER')}</h1>
      <section aria-labelledby="game-center-categories" className="space-y-3">
        <h2 id="game-center-categories" className="text-[17px] font-bold">
          {t('gameCenter.categories')}
        </h2>
        {sorting.isPending ? (
          // Three rows of tiles, a full menu: the specials and providers below do not move when it comes.
          <Skeleton className="h-[16.25rem]" />
        ) : sorting.isError ? (
          <ErrorState compact error={sorting.error} onRetry={() => void sorting.refetch()} />
        ) : (
          // Each list fills its rows (tileGridClass): no tile is left alone on a last row.
          <ul className={`grid gap-2.5 ${tileGridClass(categories.length, 3)}`}>
            {categories.map((category) => (
              <li key={category}>
                <AppLink to={entryPagePath(category)} className={tile}>
                  <span className="text-gold-400">
                    <CategoryIcon category={category} size={22} />
                  </span>
                  {t(`category.${category}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
        {/* The specials need no data: they are on the page from its first frame. */}
        <h3 className="pt-1 text-sm font-semibold text-muted">{t('gameCenter.more')}</h3>
        <ul className={`grid gap-2.5 ${tileGridClass(SPECIAL_PAGES.length, 3)}`}>
          {SPECIAL_PAGES.map(({ to, key, Icon }) => (
            <li key={to}>
              <AppLink to={to} className={tile}>
                <Icon size={22} className="text-gold-400" />
                {t(key)}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="game-center-providers" className="space-y-4">
        <h2 id="game-center-providers" className="text-[17px] font-bold">
          {t('gameCenter.providers')}
        </h2>
        <ProviderGroups headingLevel={3} />
      </section>
    </div>
  );
}
