import type { Game } from '@lobby/contract/games';

/** A game's shown name: gameName, else nodeName. */
export function gameTitle(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName || game.nodeName;
}
