import { describe, expect, it } from 'vitest';
import type { AgentContract, ContractRequest } from '@lobby/contract/agent-contracts';
import type { Session } from '@lobby/contract/auth';
import { contractPrompts, kindOfPath } from './kinds';
import { wantsContractPopups } from './popup-gate';

const session = (type: number, trial = false): Session =>
  ({ token: 't', userName: 'u', type, trial, expiresAt: '2099-01-01T00:00:00Z' }) as Session;
const offer = (kind: AgentContract['kind'], productType: AgentContract['productType']): AgentContract => ({
  id: 1,
  kind,
  productType,
  status: 'offered',
  tiers: [{ threshold: 0, rate: 1 }],
  offeredAt: '2026-01-01T00:00:00Z',
  decidedAt: null,
});

describe('agent contract pop-ups', () => {
  it('are asked for agents only: not visitors, players, guests, 40–42 or trial accounts', () => {
    expect(wantsContractPopups(null)).toBe(false);
    expect([0, 1, 2, 3, 4, 40, 41, 42, 50].filter((type) => wantsContractPopups(session(type)))).toEqual([1, 2, 3, 50]);
    expect(wantsContractPopups(session(1, true))).toBe(false);
  });

  it('map each request field above 0 to one pop-up, in the order daily salary, dividend, hourly salary', () => {
    const request: ContractRequest = {
      dailysalreqtype: 2,
      divtypecompperiodreq: 0,
      contracthoursalreq: 1,
      waiting: [offer('dailySalary', 'RNG'), offer('hourlySalary', 'ALL'), offer('dailySalary', 'LIVE')],
    };
    expect(contractPrompts(request)).toEqual([
      { kind: 'dailySalary', count: 2, productTypes: ['RNG', 'LIVE'] },
      { kind: 'hourlySalary', count: 1, productTypes: ['ALL'] },
    ]);
    expect(contractPrompts({ ...request, dailysalreqtype: 0, contracthoursalreq: 0 })).toEqual([]);
  });

  it('knows each page by its path', () => {
    expect(kindOfPath('/m/member/agent/getSalaryContract')).toBe('dailySalary');
    expect(kindOfPath('/m/member/agent/getDevidendContract')).toBe('dividend');
    expect(kindOfPath('/m/member/agent/getHourContract')).toBe('hourlySalary');
    expect(kindOfPath('/m/member/agent/other')).toBeUndefined();
  });
});
