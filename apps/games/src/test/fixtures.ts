import { vi } from 'vitest';
import type { InhouseSession, Round } from '@lobby/contract/play';

export const TICKET = 'ticket-abc';

export function session(overrides: Partial<InhouseSession> = {}): InhouseSession {
  return {
    engine: 'slot',
    mode: 'free',
    nodeId: 'INH-LUCKY7',
    gameName: 'Lucky Sevens',
    rtpBp: 9575,
    stakesMinor: [100, 200, 500, 1000, 2000, 5000, 10000],
    balance: { sumBalance: '1000.00', balanceMinor: 100_000 },
    ...overrides,
  };
}

export function slotRound(overrides: Partial<Round> = {}): Round {
  return {
    roundId: '00000000-0000-4000-8000-000000000000',
    stakeMinor: 100,
    payoutMinor: 130,
    outcome: {
      engine: 'slot',
      grid: [
        ['BELL', 'CLOVER', 'PLUM'],
        ['LEMON', 'CLOVER', 'PLUM'],
        ['SEVEN', 'CLOVER', 'CHERRY'],
        ['BELL', 'DIAMOND', 'PLUM'],
        ['LEMON', 'BELL', 'CHERRY'],
      ],
      lineWins: [{ line: 0, symbol: 'CLOVER', count: 3, payoutMinor: 130 }],
    },
    seed: null,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    serverSeed: null,
    balance: { sumBalance: '1000.30', balanceMinor: 100_030 },
    replayed: false,
    ...overrides,
  };
}

export function kenoRound(picks: number[], drawn: number[], payTenths: number, overrides: Partial<Round> = {}): Round {
  const hits = drawn.filter((n) => picks.includes(n));
  const payoutMinor = (100 * payTenths) / 10;
  return {
    roundId: '00000000-0000-4000-8000-000000000001',
    stakeMinor: 100,
    payoutMinor,
    outcome: { engine: 'keno', picks, drawn, hits, payTenths },
    seed: null,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    serverSeed: null,
    balance: { sumBalance: '999.00', balanceMinor: 100_000 - 100 + payoutMinor },
    replayed: false,
    ...overrides,
  };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stub fetch with one handler per call, in order; records every call. */
export function stubFetch(...handlers: Handler[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const handler = handlers[calls.length - 1] ?? handlers[handlers.length - 1];
    if (!handler) throw new Error(`unexpected fetch ${url}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (value: unknown) => () => json(200, { success: true, value });
export const fail = (status: number, code: string, message: string) => () =>
  json(status, { success: false, code, message });
export const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

export const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

export function diceRound(roll: number, win: boolean, payoutMinor: number, overrides: Partial<Round> = {}): Round {
  return {
    roundId: '00000000-0000-4000-8000-000000000002',
    stakeMinor: 100,
    payoutMinor,
    outcome: { engine: 'dice', target: 5_000, direction: 'under', roll, win, multiplierE4: 19_800 },
    seed: null,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    serverSeed: null,
    balance: { sumBalance: '', balanceMinor: 100_000 - 100 + payoutMinor },
    replayed: false,
    ...overrides,
  };
}

export function plinkoRound(path: (0 | 1)[], payTenths: number, overrides: Partial<Round> = {}): Round {
  const payoutMinor = (100 * payTenths) / 10;
  return {
    roundId: '00000000-0000-4000-8000-000000000003',
    stakeMinor: 100,
    payoutMinor,
    outcome: {
      engine: 'plinko',
      rows: path.length,
      risk: 'medium',
      path,
      bucket: path.filter((step) => step === 1).length,
      payTenths,
    },
    seed: null,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    serverSeed: null,
    balance: { sumBalance: '', balanceMinor: 100_000 - 100 + payoutMinor },
    replayed: false,
    ...overrides,
  };
}

export function limboRound(target: number, result: number, overrides: Partial<Round> = {}): Round {
  const win = result >= target;
  const payoutMinor = win ? target : 0;
  return {
    roundId: '00000000-0000-4000-8000-000000000004',
    stakeMinor: 100,
    payoutMinor,
    outcome: { engine: 'limbo', target, result, win },
    seed: null,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: 'client',
    nonce: 0,
    serverSeed: null,
    balance: { sumBalance: '', balanceMinor: 100_000 - 100 + payoutMinor },
    replayed: false,
    ...overrides,
  };
}
