// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@lobby/contract/core';
import type { PlayerRank, RankLadder } from '@lobby/contract/ranks';
import { Component as VipRoute } from './vip-benefits';
import { resetAccounts, signIn } from '../test/accounts';
import { renderAt, stubApi } from '../test/render';
import { DrawerRankProgress } from '../features/ranks/components/drawer-rank-progress';

const ladder: RankLadder = {
  ranks: [
    { labelId: 1, labelName: 'Bronze', turnover: '0.00', deposits: 0, accountDays: 0, benefits: [] },
    { labelId: 2, labelName: 'Silver', turnover: '1000.00', deposits: 1, accountDays: 7, benefits: [] },
    { labelId: 3, labelName: 'Gold', turnover: '10000.00', deposits: 3, accountDays: 30, benefits: [] },
  ],
};
const bronze: PlayerRank = {
  currentProgress: { completedConditions: 2, totalExpectedConditions: 3 },
  playerRankProgress: { labelId: 1, labelName: 'Bronze' },
  nextRank: { labelId: 2, labelName: 'Silver' },
  percent: 66,
  stats: { turnover: '1250.50', deposits: 1, accountDays: 3 },
};
const steps = () => screen.getByRole('region', { name: 'Rank ladder' }).querySelectorAll<HTMLElement>('ol > li');

afterEach(() => resetAccounts());

describe('VIP', () => {
  it('shows a visitor the ladder and a login prompt, without asking for a rank', async () => {
    const { sent } = stubApi({ [API_PATHS.playerRanks]: () => ladder });
    renderAt(<VipRoute />, '/m/member/benefits');
    expect(screen.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeTruthy();
    expect(screen.getByText('Log in to see your rank and how close you are to the next one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Gold' })).toBeTruthy();
    expect(steps()).toHaveLength(3);
    expect(steps()[0]?.textContent).toContain('Every member starts here');
    expect(steps()[2]?.textContent).toContain('10K');
    expect(steps()[2]?.textContent).toContain('30 days');
    expect(sent(API_PATHS.playerRank)).toHaveLength(0);
  });

  it("shows a member's rank, the next rank's requirements met and figures, and marks the ladder", async () => {
    signIn({ token: 'tok-vip' });
    const { sent } = stubApi({ [API_PATHS.playerRanks]: () => ladder, [API_PATHS.playerRank]: () => bronze });
    renderAt(<VipRoute />, '/m/member/benefits');
    const card = await screen.findByRole('region', { name: 'Your rank' });
    const bar = within(card).getByRole('progressbar', { name: 'VIP progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('2');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('2 of 3 requirements met for Silver');
    // Said once, as a count: no percentage beside it.
    expect(within(card).getAllByText('2 of 3 requirements met for Silver')).toHaveLength(1);
    expect(card.textContent).not.toContain('%');
    expect(within(card).getByText('1,250.50')).toBeTruthy();
    expect(sent(API_PATHS.playerRank)[0]?.url.searchParams.get('language')).toBe('en');
    await screen.findByRole('heading', { level: 3, name: 'Gold' });
    expect(steps()[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps()[1]?.textContent).toContain('Next');
    // Silver: turnover and deposits met, account age not yet.
    expect(within(steps()[1]!).getAllByText('Met')).toHaveLength(2);
    expect(within(steps()[1]!).getByText('Not met yet')).toBeTruthy();
  });

  it('puts the rank and the requirements met in the drawer; nothing for trial accounts or a site without ranks', async () => {
    signIn();
    stubApi({ [API_PATHS.playerRank]: () => bronze });
    const view = renderAt(<DrawerRankProgress />, '/m/home');
    const link = await screen.findByRole('link', { name: /VIP progress/ });
    expect(link.getAttribute('href')).toBe('/m/member/benefits');
    expect(link.textContent).toContain('Bronze');
    expect(link.textContent).toContain('2 of 3 requirements met for Silver');
    expect(link.textContent).not.toContain('%');
    view.unmount();

    signIn({ token: 'tok-none' });
    stubApi({
      [API_PATHS.playerRank]: () => ({ ...bronze, playerRankProgress: null, nextRank: null, percent: 100 }),
    });
    const none = renderAt(<DrawerRankProgress />, '/m/home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    none.unmount();

    signIn({ trial: true, token: 'tok-trial' });
    const { sent } = stubApi({ [API_PATHS.playerRank]: () => bronze });
    renderAt(<DrawerRankProgress />, '/m/home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sent(API_PATHS.playerRank)).toHaveLength(0);
  });
});
