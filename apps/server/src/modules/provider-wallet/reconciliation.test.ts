import { describe, expect, it, vi } from 'vitest';
import type { ProviderConnection, ProviderRound } from '../../db/schema/index';
import type { Connections } from './connections';
import { createReconciliation } from './reconciliation';

const connection = (providerCode: string) =>
  ({ merchantCode: 'LUCKYNOVA', providerCode, reconciliation: 'status' }) as ProviderConnection;
const round = (roundId: string, providerCode: string) =>
  ({ roundId, providerCode, merchantCode: 'LUCKYNOVA', ticketId: 1, memberId: 1 }) as ProviderRound;

describe('reconciliation pass', () => {
  it('says once per connection that cannot sign how many overdue rounds it skipped, and reads none of them', async () => {
    const claimed = [
      ...['r1', 'r2', 'r3'].map((id) => ({ round: round(id, 'PG'), connection: connection('PG') })),
      { round: round('r4', 'JDB'), connection: connection('JDB') },
    ];
    const tokenById = vi.fn();
    const log = { info: vi.fn(), warn: vi.fn() };
    const reconciliation = createReconciliation({
      repository: { tokenById } as never,
      claims: { claimOverdueRounds: async () => claimed },
      connections: { open: (row: ProviderConnection) => ({ ...row, secret: undefined }) } as unknown as Connections,
      money: {} as never,
      currencyOf: async () => 'CNY',
      log,
    });

    expect(await reconciliation.pass()).toEqual({ refunded: 0, settled: 0, stillOpen: 0, failed: 4 });
    expect(tokenById).not.toHaveBeenCalled();
    expect(log.warn.mock.calls).toEqual([
      [{ connection: 'LUCKYNOVA/PG', rounds: 3 }, 'reconciliation skipped overdue rounds: the connection cannot sign'],
      [{ connection: 'LUCKYNOVA/JDB', rounds: 1 }, 'reconciliation skipped overdue rounds: the connection cannot sign'],
    ]);
  });
});
