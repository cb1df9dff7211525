import type { Game } from '@lobby/contract/games';
import { GameCard } from './game-card';

export function GameGrid({ games, label }: { games: readonly Game[]; label?: string }) {
  return (
    <ul className="grid grid-cols-3 gap-3" aria-label={label}>
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
