import type { Game } from '@lobby/contract';
import { HeartButton } from '../../../ui/heart-button';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';

/** The heart for a member (a lazy chunk: visitors never load the favourites code). */
export function MemberHeart({ game }: { game: Game }) {
  const { favourite, toggle } = useFavouriteToggle(game);
  return <HeartButton pressed={favourite} onClick={toggle} />;
}
