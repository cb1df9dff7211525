import type { AdminProvider, AdminProviderUpdate } from '@lobby/contract/admin/games';
import { GAME_TYPES, type GameType } from '@lobby/contract/games';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import type { AuditedWrites } from '../audit/audited-write';
import type { ProviderRecord, VendorsAdminRepository } from './vendors-admin.repository';

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

export function toAdminProvider(record: ProviderRecord): AdminProvider {
  const types = record.memberships.filter((m) => isGameType(m.gameType));
  return {
    vassalage: record.vassalage,
    displayName: record.displayName,
    enabled: record.enabled,
    order: record.sort,
    gameTypes: types.map((m) => m.gameType as GameType),
    categories: types.filter((m) => m.shown).map((m) => m.gameType as GameType),
    gameCount: types.reduce((sum, m) => sum + m.gameCount, 0),
  };
}

/** The fields an update names, before and after: what the audit entry shows. */
function changed(before: AdminProvider, after: AdminProvider, body: AdminProviderUpdate) {
  const keys = Object.keys(body) as (keyof AdminProviderUpdate)[];
  const pick = (provider: AdminProvider) => Object.fromEntries(keys.map((key) => [key, provider[key]]));
  return { before: pick(before), after: pick(after) };
}

/** The operator's providers: list them, switch one on or off, order it, choose the categories its card shows in. */
export function createVendorsAdminService(repository: VendorsAdminRepository, audited: AuditedWrites) {
  return {
    async list(merchantCode: string): Promise<AdminProvider[]> {
      return (await repository.list(merchantCode)).map(toAdminProvider);
    },

    async update(actor: Actor, code: string, body: AdminProviderUpdate): Promise<AdminProvider> {
      const { order, categories, ...rest } = body;
      const changes = {
        ...rest,
        ...(order === undefined ? {} : { sort: order }),
        ...(categories === undefined ? {} : { shownIn: [...new Set(categories)] }),
      };
      const result = await audited.write(
        actor,
        async (scope) => {
          const before = await repository.lock(scope, code.toUpperCase());
          if (!before) throw new ApiError('resource.not.found', undefined, 'code');
          const served = new Set(before.memberships.map((m) => m.gameType));
          if (categories?.some((type) => !served.has(type)))
            throw new ApiError('request.invalid', 'A provider shows only in categories it has games in.', 'categories');
          const after = await repository.update(scope, before, changes);
          if (!after) throw new ApiError('resource.not.found', undefined, 'code');
          return { before: toAdminProvider(before), after: toAdminProvider(after) };
        },
        ({ before, after }) => ({
          action: 'provider.update',
          targetType: 'provider',
          targetId: after.vassalage,
          detail: { displayName: after.displayName, ...changed(before, after, body) },
        }),
      );
      return result.after;
    },
  };
}
export type VendorsAdminService = ReturnType<typeof createVendorsAdminService>;
