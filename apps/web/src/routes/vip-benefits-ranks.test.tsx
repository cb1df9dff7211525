// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@lobby/contract/core';
import { RANK_BENEFIT_KINDS, type PlayerRank, type RankLadder } from '@lobby/contract/ranks';
import { Component as VipRoute } from './vip-benefits';
import { resetAccounts, signIn } from '../test/accounts';
import { renderAt, stubApi } from '../test/render';

const ladder: RankLadder = {
  ranks: [
    {
      labelId: 1,
      labelName: 'Bronze',
      turnover: '0.00',
      deposits: 0,
      accountDays: 0,
      benefits: [{ kind: 'support', text: '24/7 live chat support' }],
    },
    {
      labelId: 2,
      labelName: 'Silver',
      turnover: '1000.00',
      deposits: 1,
      accountDays: 7,
      benefits: RANK_BENEFIT_KINDS.map((kind) => ({ kind, text: `A ${kind} line` })),
    },
    { labelId: 3, labelName: 'Gold', turnover: '10000.00', deposits: 3, accountDays: 30, benefits: [] },
  ],
};
const bronze: PlayerRank = {
  currentProgress: { completedConditions: 1, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 1, labelName: 'Bronze' },
  nextRank: { labelId: 2, labelName: 'Silver' },
  percent: 33,
  stats: { turnover: '10.00', deposits: 1, accountDays: 3 },
};
const step = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;
const benefitsOf = (name: string) => within(step(name)).queryByRole('list', { name: `What ${name} gives you` });

afterEach(() => resetAccounts());

describe('VIP rank benefits', () => {
  it('lists what each rank gives, with an icon per line, above what it asks for', async () => {
    stubApi({ [API_PATHS.playerRanks]: () => ladder });
    renderAt(<VipRoute />, '/m/member/benefits');
    await screen.findByRole('heading', { level: 3, name: 'Silver' });

    const silver = benefitsOf('Silver')!;
    const lines = within(silver).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(RANK_BENEFIT_KINDS.map((kind) => `A ${kind} line`));
    for (const line of lines) expect(line.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    // Benefits come first, then the requirements (turnover, deposits, account age).
    const requirements = within(step('Silver')).getByText('Turnover');
    expect(silver.compareDocumentPosition(requirements) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    expect(within(benefitsOf('Bronze')!).getByText('24/7 live chat support')).toBeTruthy();
    // A rank the operator gave no benefits shows its requirements only.
    expect(benefitsOf('Gold')).toBeNull();
    expect(step('Gold').textContent).toContain('10K');
  });

  it("keeps the member's current and next rank marked, benefits inside them", async () => {
    signIn({ token: 'tok-benefits' });
    stubApi({ [API_PATHS.playerRanks]: () => ladder, [API_PATHS.playerRank]: () => bronze });
    renderAt(<VipRoute />, '/m/member/benefits');
    await screen.findByRole('heading', { level: 3, name: 'Gold' });
    const current = step('Bronze');
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(within(current).getByText('Your rank')).toBeTruthy();
    expect(within(current).getByRole('list', { name: 'What Bronze gives you' })).toBeTruthy();
    expect(within(step('Silver')).getByText('Next')).toBeTruthy();
    expect(within(step('Silver')).getByText('A withdrawal line')).toBeTruthy();
  });
});
