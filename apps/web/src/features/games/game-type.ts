import { GAME_TYPES, type GameType } from '@lobby/contract/games';

/** A game type from a query parameter (gameType), if it names one. */
export function readGameType(value: string | null): GameType | undefined {
  return value !== null && (GAME_TYPES as readonly string[]).includes(value) ? (value as GameType) : undefined;
}
