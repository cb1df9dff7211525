import { GAME_TYPES, VOLATILITIES, type Game, type GameType, type Volatility } from '@lobby/contract/games';
import type { GameRecord } from './games.repository';

const asGameType = (value: string): GameType =>
  (GAME_TYPES as readonly string[]).includes(value) ? (value as GameType) : 'RNG';
const asVolatility = (value: string): Volatility =>
  (VOLATILITIES as readonly string[]).includes(value) ? (value as Volatility) : 'medium';

/** A catalogue row as the contract's Game: money and RTP from integers to numbers with 2 decimals. */
export function toGame(record: GameRecord, providerNames: ReadonlyMap<string, string>): Game {
  return {
    nodeId: record.nodeId,
    gameType: asGameType(record.gameType),
    gameName: record.gameName,
    nodeName: record.nodeName,
    displayName: providerNames.get(record.vassalage) ?? record.vassalage,
    vassalage: record.vassalage,
    showIcon: record.image,
    iconUrl: record.image,
    mobileLargeIcon: record.image,
    gameId: record.gameId,
    roomId: record.roomId,
    supportPlay: record.supportPlay,
    freeplay: record.freeplay,
    lottoMode: record.lottoMode,
    gameCode: record.gameCode,
    isGameH5: record.isGameH5,
    gameClassifyNew: record.classify,
    minBet: record.minBetMinor / 100,
    minLine: record.minLine,
    rtp: record.rtpBp / 100,
    volatility: asVolatility(record.volatility),
    isNew: record.isNew,
    isHot: record.isHot,
  };
}
