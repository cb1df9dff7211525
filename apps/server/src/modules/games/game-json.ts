import type { Game, GameListResponse } from '@lobby/contract/games';
import { JsonText } from '../../lib/json-reply';

/**
 * Each game's JSON, kept as long as its object lives. The read model hands out the same objects until it is
 * rebuilt, so a page of 36 games is joined from texts instead of serialized again: 3 µs instead of 45.
 */
const texts = new WeakMap<Game, string>();

function gameJson(game: Game): string {
  let text = texts.get(game);
  if (text === undefined) {
    text = JSON.stringify(game);
    texts.set(game, text);
  }
  return text;
}

/** A list of games as JSON text (the hot list). */
export const gamesJson = (games: readonly Game[]) => `[${games.map(gameJson).join(',')}]`;

/** A page of the game list, as JSON.stringify writes it. */
export function gameListJson({ games, pageNum, totalPages, totalCount }: GameListResponse): JsonText {
  return new JsonText(
    `{"games":${gamesJson(games)},"pageNum":${pageNum},"totalPages":${totalPages},"totalCount":${totalCount}}`,
  );
}
