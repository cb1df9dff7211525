import { GAME_CLASSIFY_KEYS, type GameClassifyKey, type GameType } from '@lobby/contract/games';
import type { Classification } from '@lobby/contract/vendors';
import type { ModelOf } from '../games/games.service';
import type { ClassificationsRepository } from './classifications.repository';

const isClassifyKey = (value: string): value is GameClassifyKey =>
  (GAME_CLASSIFY_KEYS as readonly string[]).includes(value);

export function createClassificationsService(
  repository: ClassificationsRepository,
  modelOf: ModelOf = () => undefined,
) {
  return {
    async list(merchantCode: string, gameType: GameType, vendors: readonly string[] = []): Promise<Classification[]> {
      const codes = [...new Set(vendors.map((code) => code.toUpperCase()))].sort();
      const model = modelOf(merchantCode);
      if (model) return model.classificationsOf(gameType, codes);
      const rows = await repository.list(merchantCode, gameType, codes);
      return rows.flatMap((row) =>
        isClassifyKey(row.key) ? [{ key: row.key, displayName: row.displayName, vendors: row.vendors }] : [],
      );
    },
  };
}
export type ClassificationsService = ReturnType<typeof createClassificationsService>;
