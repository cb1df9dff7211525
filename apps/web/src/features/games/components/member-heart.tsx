import { useEffect, useRef } from 'react';
import type { Game } from '@lobby/contract/games';
import { HeartButton } from '../../../ui/heart-button';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';

interface MemberHeartProps {
  game: Game;
  /** The member tapped the heart before this code had loaded. */
  queuedTap?: boolean;
  onQueuedTapPlayed?: () => void;
}

/** The heart for a member (a lazy chunk: visitors never load the favourites code). */
export function MemberHeart({ game, queuedTap = false, onQueuedTapPlayed }: MemberHeartProps) {
  const { favourite, toggle } = useFavouriteToggle(game);
  // Played once, even when an effect runs twice (strict mode) before the parent clears the tap.
  const played = useRef(false);
  useEffect(() => {
    if (!queuedTap) {
      played.current = false;
      return;
    }
    if (played.current) return;
    played.current = true;
    onQueuedTapPlayed?.();
    toggle();
  }, [queuedTap, onQueuedTapPlayed, toggle]);
  return <HeartButton pressed={favourite} onClick={toggle} />;
}
