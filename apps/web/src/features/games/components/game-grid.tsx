import { startTransition, useEffect, useState } from 'react';
import type { Game } from '@lobby/contract/games';
import { GameCard } from './game-card';

/**
 * Cards rendered with the list's first answer: a phone's first screen and a little more. The rest
 * follow in a transition, which React renders in slices: 36 cards in one update were one long task.
 */
export const FIRST_CARDS = 12;

export function GameGrid({ games, label }: { games: readonly Game[]; label?: string }) {
  const [all, setAll] = useState(games.length <= FIRST_CARDS);
  useEffect(() => {
    if (!all) startTransition(() => setAll(true));
  }, [all]);
  const shown = all ? games : games.slice(0, FIRST_CARDS);
  return (
    <ul className="grid grid-cols-3 gap-3" aria-label={label}>
      {shown.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
