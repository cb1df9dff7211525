import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { WINNERS_AUTOPLAY_MS } from '@lobby/contract/core';
import { shouldAutoplay, toSlides } from '@lobby/contract/games';
import type { Winner } from '@lobby/contract/winners';
import { useAppPainted } from '../../../first-paint/app-painted';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';
import { useSite } from '../../../shared/site/api/site';
import { useLaunchGame } from '../../../shared/game-launch/use-launch-game';
import { Carousel } from '../../../ui/carousel';
import { TrophyIcon } from '../../../ui/icons';
import { SectionHeader } from '../../../ui/section-header';
import { Skeleton } from '../../../ui/skeleton';
import { ErrorState } from '../../../ui/status-views';
import { useWinners } from '../api/winners';

/** Recent winners, two per slide; autoplays in a loop only with more than one slide. */
export function WinnersBoard() {
  const { t } = useTranslation();
  const winners = useWinners();
  // Rendered synchronously when it arrives (a query result): deferred, the slides render in a transition.
  const data = useDeferredValue(winners.data);
  return (
    <section aria-labelledby="home-winners">
      <SectionHeader id="home-winners" title={t('home.winners')} icon={<TrophyIcon className="text-gold-400" />} />
      {winners.isError ? (
        <ErrorState compact error={winners.error} onRetry={() => void winners.refetch()} />
      ) : data === undefined ? (
        <Skeleton className="h-[76px]" />
      ) : (
        <WinnerSlides winners={data} />
      )}
    </section>
  );
}

export function WinnerSlides({ winners }: { winners: readonly Winner[] }) {
  const { t } = useTranslation();
  const slides = toSlides(winners);
  if (slides.length === 0)
    return <p className="rounded-2xl bg-ink-850 p-4 text-center text-sm text-muted">{t('winners.empty')}</p>;
  const autoplay = shouldAutoplay(slides.length);
  return (
    <Carousel
      label={t('home.winners')}
      autoplayMs={autoplay ? WINNERS_AUTOPLAY_MS : undefined}
      loop={autoplay}
      showDots={false}
      slides={slides.map((pair) => (
        <div key={pair.map((w) => w.id).join('-')} className="grid grid-cols-2 gap-2.5 pr-0.5">
          {pair.map((winner) => (
            <WinnerEntry key={winner.id} winner={winner} />
          ))}
        </div>
      ))}
    />
  );
}

function WinnerEntry({ winner }: { winner: Winner }) {
  const { t } = useTranslation();
  const launchGame = useLaunchGame();
  const painted = useAppPainted();
  const money = useSiteMoney();
  const amount = money(winner.winAmount, { currency: useSite().data?.wallet.currency });
  return (
    <button
      type="button"
      onClick={() => launchGame(winner)}
      aria-label={t('winners.play', { game: winner.gameName, name: winner.customerName, amount })}
      className="flex h-[76px] w-full items-center gap-2.5 overflow-hidden rounded-2xl border border-gold-500/20 bg-linear-to-br from-gold-500/15 via-ink-850 to-ink-850 p-2 text-left transition active:scale-[0.98]"
    >
      <img
        src={painted ? winner.iconUrl : undefined}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        decoding="async"
        className="size-14 shrink-0 rounded-xl bg-ink-800 object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-[11px] text-muted">{winner.customerName}</span>
        <span className="block truncate text-[15px] leading-tight font-extrabold text-gradient-gold">{amount}</span>
        <span className="block truncate text-[11px] text-subtle">{winner.gameName}</span>
      </span>
    </button>
  );
}
