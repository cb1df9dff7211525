// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentContract, ContractRequest } from '@lobby/contract/agent-contracts';
import { API_PATHS } from '@lobby/contract/core';
import { useHomeEntryPopups } from '../shared/popups/home-entry-popups';
import { Component as ContractPage } from './agent-contract';
import { MemberOnly } from '../lib/member-only';
import { resetAccounts, signIn } from '../test/accounts';
import { failure, renderAt, stubApi } from '../test/render';
import { ContractPopups } from '../features/agent-contracts/components/contract-popups';

/** The page as the router mounts it: behind the member guard. */
const ContractRoute = () => (
  <MemberOnly>
    <ContractPage />
  </MemberOnly>
);

const SALARY = '/m/member/agent/getSalaryContract';

function contract(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 11,
    kind: 'dailySalary',
    productType: 'RNG',
    status: 'offered',
    tiers: [
      { threshold: 10_000, rate: 0.3 },
      { threshold: 50_000, rate: 0.5 },
    ],
    offeredAt: '2026-11-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
const live = contract({ id: 12, productType: 'LIVE' });
const dividend = contract({ id: 13, kind: 'dividend', productType: 'ALL' });
const request = (waiting: AgentContract[]): ContractRequest => ({
  dailysalreqtype: waiting.filter((c) => c.kind === 'dailySalary').length,
  divtypecompperiodreq: waiting.filter((c) => c.kind === 'dividend').length,
  contracthoursalreq: 0,
  waiting,
});
const done = () => useHomeEntryPopups.getState().done;

beforeEach(() => useHomeEntryPopups.setState({ done: new Set() }));
afterEach(() => resetAccounts());

describe('agent contract pop-ups on home', () => {
  it('wait for the announcements, then prompt per kind, one at a time; Cancel moves on, then the turn passes', async () => {
    signIn({ type: 1 });
    const { sent } = stubApi({ [API_PATHS.agentContracts]: () => request([contract(), live, dividend]) });
    renderAt(<ContractPopups />, '/m/home');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent(API_PATHS.agentContracts)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    useHomeEntryPopups.getState().finish('announcements');
    const salary = await screen.findByRole('dialog', { name: 'Daily salary contract' });
    expect(within(salary).getByText('You have 2 daily salary contract offers waiting for your answer.')).toBeTruthy();
    expect(within(salary).getByRole('list', { name: 'Product types' }).textContent).toBe('SlotsLive casino');
    // The dialog takes focus as it opens and hands it to its first action a moment later.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Go'));
    await userEvent.click(within(salary).getByRole('button', { name: 'Cancel' }));

    const div = await screen.findByRole('dialog', { name: 'Dividend contract' });
    expect(within(div).getByText('You have a dividend contract offer waiting for your answer.')).toBeTruthy();
    expect(done().has('agentContracts')).toBe(false);
    await userEvent.click(within(div).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(done().has('agentContracts')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Go opens the kind’s contract page', async () => {
    signIn({ type: 2, token: 'token-go' });
    useHomeEntryPopups.getState().finish('announcements');
    stubApi({ [API_PATHS.agentContracts]: () => request([dividend]) });
    renderAt(<ContractPopups />, '/m/home');
    const popup = await screen.findByRole('dialog', { name: 'Dividend contract' });
    await userEvent.click(within(popup).getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('landed on /m/member/agent/getDevidendContract')).toBeTruthy();
  });

  it('never ask players or agent-only types; the turn passes at once', async () => {
    for (const type of [0, 41]) {
      useHomeEntryPopups.setState({ done: new Set(['announcements']) });
      signIn({ type });
      const { sent } = stubApi({ [API_PATHS.agentContracts]: () => request([contract()]) });
      const view = renderAt(<ContractPopups />, '/m/home');
      await waitFor(() => expect(done().has('agentContracts')).toBe(true));
      expect(sent(API_PATHS.agentContracts)).toHaveLength(0);
      view.unmount();
    }
  });

  it('pass the turn when nothing waits or the request fails', async () => {
    signIn({ type: 1 });
    useHomeEntryPopups.getState().finish('announcements');
    stubApi({ [API_PATHS.agentContracts]: () => failure('system.error', 500) });
    renderAt(<ContractPopups />, '/m/home');
    await waitFor(() => expect(done().has('agentContracts')).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('contract pages', () => {
  it('show the tiers per product type, and accept after a confirmation', async () => {
    signIn({ type: 1, token: 'tok-agent' });
    let rng = contract();
    const { sent } = stubApi({
      [`${API_PATHS.agentContracts}/dailySalary`]: () => ({
        kind: 'dailySalary',
        contracts: [
          rng,
          live,
          contract({ id: 14, productType: 'FISH', status: 'refused', decidedAt: '2026-11-02T00:00:00Z' }),
        ],
      }),
      [`POST ${API_PATHS.agentContracts}/11/accept`]: () => {
        rng = { ...rng, status: 'accepted', decidedAt: '2026-11-21T10:00:00.000Z' };
        return rng;
      },
    });
    renderAt(<ContractRoute />, SALARY);
    expect(screen.getByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeTruthy();
    const tabs = await screen.findByRole('tablist', { name: 'Product types' });
    const selected = within(tabs).getByRole('tab', { selected: true });
    expect(selected.textContent).toContain('Slots');
    const panel = screen.getByRole('tabpanel');
    const table = within(panel).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TiersDaily team turnover fromSalary rate', 'Tier 1≥ 10,000.000.30%', 'Tier 2≥ 50,000.000.50%']);
    expect(within(panel).getByText('Waiting')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByRole('dialog', { name: 'Accept this contract?' });
    expect(sent(`${API_PATHS.agentContracts}/11/accept`)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(`${API_PATHS.agentContracts}/11/accept`)[0]?.headers.get('Authorization')).toBe('Bearer tok-agent');
    expect(await within(screen.getByRole('tabpanel')).findByText('Accepted')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByText('Contract accepted.')).toBeTruthy();
    // The answered contract stays on screen (it does not jump to the next offer still waiting).
    expect(within(tabs).getByRole('tab', { selected: true }).textContent).toBe('Slots');

    // Another tab: a refused contract has no buttons.
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Fishing' }));
    expect(within(screen.getByRole('tabpanel')).getByText('Refused')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Refuse' })).toBeNull();
  });

  it('Back leaves the offer unanswered; a non-agent is told the page is for agents', async () => {
    signIn({ type: 1 });
    const { sent } = stubApi({
      [`${API_PATHS.agentContracts}/dailySalary`]: () => ({ kind: 'dailySalary', contracts: [contract()] }),
    });
    const view = renderAt(<ContractRoute />, SALARY);
    await userEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Refuse this contract?' })).getByRole('button', { name: 'Back' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(`${API_PATHS.agentContracts}/11/refuse`)).toHaveLength(0);
    view.unmount();

    signIn({ type: 0 });
    stubApi({ [`${API_PATHS.agentContracts}/dailySalary`]: () => failure('login.not.agent', 403) });
    renderAt(<ContractRoute />, SALARY);
    expect(await screen.findByText('Contracts are for agents. This account is not an agent account.')).toBeTruthy();
  });

  it('sends a visitor to the login route', async () => {
    renderAt(<ContractRoute />, SALARY);
    expect(await screen.findByText('landed on /m/login')).toBeTruthy();
  });
});
