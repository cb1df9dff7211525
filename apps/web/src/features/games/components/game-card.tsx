import { Suspense, lazy, memo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { LOTTERY_GAME_TYPES, type Game } from '@lobby/contract/games';
import { useIsMember } from '../../../lib/session';
import { useMemberGate } from '../../../lib/use-member-gate';
import { HeartButton } from '../../../ui/heart-button';
import { LazyImage } from '../../../ui/lazy-image';
import { useLaunchGame } from '../../../shared/game-launch/use-launch-game';
import { gameTitle } from '../game-title';
import { pickCardTheme } from '../hooks/card-theme';

const MemberHeart = lazy(() => import('./member-heart').then((module) => ({ default: module.MemberHeart })));
const GameInfoSheet = lazy(() => import('./game-info-sheet'));

/**
 * A game tile: lazy art, name (up to two lines), provider with a volatility meter, an RTP chip that opens the
 * game's details, and a favourite heart (not for lottery types).
 *
 * Memoised: a list screen renders again whenever one of its supporting answers arrives (providers, sort,
 * classifications) or a letter is typed, and the same game objects come back from the query cache; rendering
 * every card again was a long task of 15–45 ms on a phone.
 */
export const GameCard = memo(function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation();
  const gate = useMemberGate();
  const launchGame = useLaunchGame();
  const isMember = useIsMember();
  const [theme] = useState(() => pickCardTheme());
  // A member's tap while the heart's code is still loading is kept and played once it is there.
  const [queuedTap, setQueuedTap] = useState(false);
  const [info, setInfo] = useState(false);
  const name = gameTitle(game);
  const showHeart = !LOTTERY_GAME_TYPES.includes(game.gameType);
  return (
    <article
      aria-label={name}
      data-card-theme={theme}
      className="group relative overflow-hidden rounded-card bg-(--card-b) shadow-card ring-1 ring-white/10 transition [--caption-h:3.5rem] active:scale-[0.98]"
    >
      <button
        type="button"
        onClick={() => launchGame(game)}
        aria-label={t('games.play', { name })}
        className="block w-full text-left"
      >
        <LazyImage src={game.iconUrl} alt={name} width={240} height={240} className="aspect-square w-full" />
        <span className="relative flex h-(--caption-h) flex-col bg-linear-to-b from-(--card-b) to-ink-900 px-2 pt-1.5 pb-1.5">
          <span
            aria-hidden="true"
            className="absolute inset-x-3 top-0 h-px bg-linear-to-r from-transparent via-(--card-a) to-transparent opacity-80"
          />
          {/* Two lines, then an ellipsis: long names ("Fortune Dragon Megaways") stay readable in a 3-column grid. */}
          <span className="line-clamp-2 text-[12px] leading-[1.2] font-semibold break-words">{name}</span>
          <span className="mt-auto flex items-end gap-1 text-[11px] leading-tight text-muted">
            <span className="min-w-0 flex-1 truncate">{game.displayName}</span>
            {/* Bars drawn by CSS (index.css): the first page's script has no room left. */}
            <span aria-hidden="true" data-vol={game.volatility} className="vol-meter" />
          </span>
        </span>
      </button>
      {game.isNew || game.isHot ? (
        <span
          className={`pointer-events-none absolute right-1.5 bottom-[calc(var(--caption-h)-0.5rem)] rounded-full px-1.5 py-px text-[10px] shadow-card font-bold tracking-wide uppercase ${
            game.isNew ? 'bg-emerald-400 text-ink-950' : 'bg-rose-600 text-white'
          }`}
        >
          {game.isNew ? t('games.new') : t('games.hot')}
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => setInfo(true)}
        aria-haspopup="dialog"
        aria-label={`${name}: RTP ${game.rtp}%`}
        className="absolute top-1.5 left-1.5 flex h-6 items-center rounded-full bg-ink-950/80 px-1.5 text-[10px] font-bold text-white ring-1 ring-white/15"
      >
        {/* One decimal keeps the chip clear of the heart; the details show the exact figure. */}
        RTP {game.rtp.toFixed(1)}%
      </button>
      {info ? (
        <Suspense fallback={null}>
          <GameInfoSheet game={game} name={name} onPlay={() => launchGame(game)} onClose={() => setInfo(false)} />
        </Suspense>
      ) : null}
      {!showHeart ? null : isMember ? (
        <Suspense fallback={<HeartButton pressed={false} onClick={() => setQueuedTap(true)} />}>
          <MemberHeart game={game} queuedTap={queuedTap} onQueuedTapPlayed={() => setQueuedTap(false)} />
        </Suspense>
      ) : (
        <HeartButton pressed={false} onClick={() => gate()} />
      )}
    </article>
  );
});
