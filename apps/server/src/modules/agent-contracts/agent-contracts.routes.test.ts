import type { AdminAgentContract, AdminAgentContractPage } from '@lobby/contract/admin/agent-contracts';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import {
  agentContractsOfKindSchema,
  contractRequestSchema,
  type AgentContract,
  type AgentContractsOfKind,
  type ContractRequest,
} from '@lobby/contract/agent-contracts';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const BASE = API_PATHS.agentContracts;
const tiers = [
  { threshold: 1_000, rate: 0.5 },
  { threshold: 5_000, rate: 1.25 },
];

describe.each(DRIVERS)('agent contracts on %s', (driver) => {
  let t: TestApp;
  let agent: string;
  let teamlead: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    agent = (await loginAs(t.app, DEMO.agent.username, DEMO.agent.password)).token;
    teamlead = (await loginAs(t.app, DEMO.agentOnly.username, DEMO.agentOnly.password, { portal: 'agent' })).token;
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const get = <T>(url: string, token: string) => sendJson<T>(t.app, 'GET', url, undefined, token);
  const answer = <T>(id: number, action: 'accept' | 'refuse', token = agent) =>
    sendJson<T>(t.app, 'POST', `${BASE}/${id}/${action}`, undefined, token);
  const offer = <T>(body: object, token = admin) =>
    adminCall<T>(t.app, token, 'POST', ADMIN_PATHS.agentContracts, body);

  it('maps the seeded offers to the request fields: the number waiting per kind', async () => {
    const response = await get<Ok<ContractRequest>>(BASE, agent);
    expect(response.status).toBe(200);
    const request = contractRequestSchema.parse(response.body.value);
    expect(request).toMatchObject({ dailysalreqtype: 2, divtypecompperiodreq: 1, contracthoursalreq: 0 });
    expect(request.waiting.map((c) => `${c.kind}:${c.productType}`)).toEqual([
      'dailySalary:RNG',
      'dailySalary:LIVE',
      'dividend:ALL',
    ]);
    const daily = await get<Ok<AgentContractsOfKind>>(`${BASE}/dailySalary`, agent);
    const parsed = agentContractsOfKindSchema.parse(daily.body.value);
    expect(parsed.contracts.map((c) => [c.productType, c.status, c.decidedAt])).toEqual([
      ['RNG', 'offered', null],
      ['LIVE', 'offered', null],
    ]);
    expect(parsed.contracts[0]?.tiers[0]).toEqual({ threshold: 10_000, rate: 0.3 });
    expect((await get<Ok<AgentContractsOfKind>>(`${BASE}/hourlySalary`, agent)).body.value.contracts).toEqual([]);
    expect((await get<Failure>(`${BASE}/weeklySalary`, agent)).status).toBe(400);
  });

  it('accepts an offer once, atomically; a second answer is a 409', async () => {
    const { contracts } = (await get<Ok<AgentContractsOfKind>>(`${BASE}/dailySalary`, agent)).body.value;
    const rng = contracts.find((c) => c.productType === 'RNG')!;
    // Two taps at once decide it once.
    const [first, second] = await Promise.all([answer<Ok<AgentContract>>(rng.id, 'accept'), answer(rng.id, 'accept')]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const accepted = first.status === 200 ? first.body.value : (second.body as Ok<AgentContract>).value;
    expect(accepted).toMatchObject({ id: rng.id, status: 'accepted' });
    expect(accepted.decidedAt).not.toBeNull();
    const refused = await answer<Failure>(rng.id, 'refuse');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('contract.decided');
    const request = (await get<Ok<ContractRequest>>(BASE, agent)).body.value;
    expect(request).toMatchObject({ dailysalreqtype: 1, divtypecompperiodreq: 1 });
  });

  it('refuses an offer, which the operator may then offer again with new terms', async () => {
    const { contracts } = (await get<Ok<AgentContractsOfKind>>(`${BASE}/dividend`, agent)).body.value;
    const dividend = contracts[0]!;
    const refused = await answer<Ok<AgentContract>>(dividend.id, 'refuse');
    expect(refused.body.value.status).toBe('refused');
    expect((await get<Ok<ContractRequest>>(BASE, agent)).body.value.divtypecompperiodreq).toBe(0);

    const again = await offer<Ok<AdminAgentContract>>({
      username: 'AGENT01',
      kind: 'dividend',
      productType: 'ALL',
      tiers,
    });
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({
      id: dividend.id,
      status: 'offered',
      decidedAt: null,
      tiers,
      username: 'agent01',
    });
    expect((await get<Ok<ContractRequest>>(BASE, agent)).body.value.divtypecompperiodreq).toBe(1);
    // An accepted contract is not replaced by an offer.
    const accepted = await offer<Failure>({ username: 'agent01', kind: 'dailySalary', productType: 'RNG', tiers });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toMatchObject({ code: 'contract.decided', field: 'productType' });
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({
      action: 'agentContract.offer',
      detail: { username: 'agent01', kind: 'dividend', productType: 'ALL' },
    });
  });

  it("keeps an agent away from another agent's contracts", async () => {
    const hourly = await offer<Ok<AdminAgentContract>>({
      username: 'teamlead',
      kind: 'hourlySalary',
      productType: 'SPORTS',
      tiers,
    });
    expect(hourly.status).toBe(200);
    const id = hourly.body.value.id;
    for (const action of ['accept', 'refuse'] as const) {
      const response = await answer<Failure>(id, action, agent);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('resource.not.found');
    }
    expect((await answer<Failure>(99_999_999, 'accept')).status).toBe(404);
    expect((await answer<Failure>(0, 'accept')).status).toBe(400);
    // The agent-only account (type 41) is an agent: its offer waits for it alone.
    const own = (await get<Ok<ContractRequest>>(BASE, teamlead)).body.value;
    expect(own).toMatchObject({ dailysalreqtype: 0, divtypecompperiodreq: 0, contracthoursalreq: 1 });
    expect((await answer<Ok<AgentContract>>(id, 'accept', teamlead)).body.value.status).toBe('accepted');
  });

  it('refuses players, trial accounts and visitors', async () => {
    const player = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    for (const url of [BASE, `${BASE}/dailySalary`]) {
      const refused = await get<Failure>(url, player);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('login.not.agent');
    }
    expect((await answer<Failure>(1, 'accept', player)).body.code).toBe('login.not.agent');
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    expect((await get<Failure>(BASE, trial.body.value.token)).body.code).toBe('account.trial');
    const visitor = await t.app.inject({ method: 'GET', url: BASE });
    expect(visitor.statusCode).toBe(401);
  });

  it('validates offers: tiers, product type, the agent; admins only', async () => {
    const base = { username: 'agent01', kind: 'hourlySalary', productType: 'RNG' };
    for (const bad of [
      [],
      [
        { threshold: 5_000, rate: 1 },
        { threshold: 1_000, rate: 2 },
      ],
      [{ threshold: -1, rate: 1 }],
      [{ threshold: 1_000, rate: 0 }],
      [{ threshold: 1_000, rate: 101 }],
      [{ threshold: 1_000, rate: 0.125 }],
      Array.from({ length: 11 }, (_, i) => ({ threshold: i * 100, rate: 1 })),
    ]) {
      const refused = await offer<Failure>({ ...base, tiers: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', field: 'tiers' });
    }
    expect((await offer<Failure>({ ...base, productType: 'CASINO', tiers })).body.field).toBe('productType');
    const player = await offer<Failure>({ ...base, username: 'demo', tiers });
    expect(player.status).toBe(400);
    expect(player.body).toMatchObject({ code: 'request.invalid', field: 'username' });
    const nobody = await offer<Failure>({ ...base, username: 'nobody-at-all', tiers });
    expect(nobody.status).toBe(404);
    // Nothing was stored by the refused calls.
    expect((await get<Ok<ContractRequest>>(BASE, agent)).body.value.contracthoursalreq).toBe(0);

    const editor = (await operatorSession(t.app, 'editor')).token;
    expect((await offer<Failure>({ ...base, tiers }, editor)).status).toBe(403);
    expect((await adminCall(t.app, editor, 'GET', ADMIN_PATHS.agentContracts)).status).toBe(403);
    const list = await adminCall<Ok<AdminAgentContractPage>>(
      t.app,
      admin,
      'GET',
      `${ADMIN_PATHS.agentContracts}?username=agent01&kind=dailySalary`,
    );
    expect(list.body.value.list.map((c) => [c.username, c.productType, c.status])).toEqual([
      ['agent01', 'RNG', 'accepted'],
      ['agent01', 'LIVE', 'offered'],
    ]);
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const elsewhere = await adminCall<Ok<AdminAgentContractPage>>(
      t.app,
      reef.token,
      'GET',
      ADMIN_PATHS.agentContracts,
      undefined,
      {
        merchant: 'GOLDREEF',
      },
    );
    expect(elsewhere.body.value).toMatchObject({ list: [], totalCount: 0 });
  });

  it('pages and sorts the operator list on the server; bad paging is a 400', async () => {
    const page = (query: string) =>
      adminCall<Ok<AdminAgentContractPage>>(t.app, admin, 'GET', `${ADMIN_PATHS.agentContracts}?${query}`);
    const all = (await page('pageSize=100')).body.value;
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    const first = (await page('pageSize=2&pageNo=1')).body.value;
    const second = (await page('pageSize=2&pageNo=2')).body.value;
    expect(first).toMatchObject({ pageNum: 1, totalCount: all.totalCount, totalPages: Math.ceil(all.totalCount / 2) });
    expect([...first.list, ...second.list].map((c) => c.id)).toEqual(all.list.slice(0, 4).map((c) => c.id));
    const byStatus = (await page('sort=status&order=desc&pageSize=100')).body.value.list.map((c) => c.status);
    const rank = (status: string) => ['offered', 'accepted', 'refused'].indexOf(status);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => rank(b) - rank(a)));
    for (const bad of ['pageSize=0', 'pageNo=0', 'sort=secret', 'order=up', 'status=maybe']) {
      const refused = await adminCall<Failure>(t.app, admin, 'GET', `${ADMIN_PATHS.agentContracts}?${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe('request.invalid');
    }
  });
});
