import { formatMinor, maskCustomerName, GAME_TYPES, type GameType } from '@lobby/contract/games';
import type { Winner } from '@lobby/contract/winners';
import type { WinnersRepository } from './winners.repository';

type WinRow = Awaited<ReturnType<WinnersRepository['recent']>>[number];

/** A win as the public board shows it: the name masked, the amount with 2 decimals. */
export function toWinner(row: WinRow): Winner {
  const gameType = (GAME_TYPES as readonly string[]).includes(row.gameType) ? (row.gameType as GameType) : 'RNG';
  return {
    id: String(row.id),
    customerName: maskCustomerName(row.customerName),
    winAmount: formatMinor(row.winAmountMinor),
    iconUrl: row.image,
    nodeId: row.nodeId,
    gameName: row.gameName,
    gameType,
    vassalage: row.vassalage,
    displayName: row.displayName ?? row.vassalage,
  };
}

export function createWinnersService(repository: WinnersRepository) {
  return {
    async recent(merchantCode: string, gameCategory: 'ALL' | GameType, limit: number): Promise<Winner[]> {
      const rows = await repository.recent(merchantCode, gameCategory === 'ALL' ? undefined : gameCategory, limit);
      return rows.map(toWinner);
    },
  };
}
export type WinnersService = ReturnType<typeof createWinnersService>;
