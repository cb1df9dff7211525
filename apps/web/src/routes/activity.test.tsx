// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@lobby/contract/core';
import type { PromotionCategory } from '@lobby/contract/promotions';
import { Component as ActivityPage } from './activity';
import { Component as DetailPage } from './activity-detail';
import { resetAccounts, signIn } from '../test/accounts';
import { failure, renderAt, stubApi } from '../test/render';
import { makePromotion } from '../test/fixtures';
import { promotionPeriod } from '../features/promotions/dates';

const CATEGORIES: PromotionCategory[] = [
  { id: 10, name: 'Slots' },
  { id: 11, name: 'Sports' },
];
const LIST = [
  makePromotion({ id: 1, title: 'Welcome Bonus', promoAnnouncementCategoryIds: [10] }),
  makePromotion({ id: 2, title: 'Parlay Insurance', promoAnnouncementCategoryIds: [11] }),
  makePromotion({ id: 3, title: 'VIP Club', noExpiry: 1, endDate: null }),
];

afterEach(() => resetAccounts());

describe('promotion dates', () => {
  it('reads start – end, or start – long term without an expiry', () => {
    const longTerm = (start: string) => `${start} – long term`;
    expect(promotionPeriod(makePromotion(), 'en', longTerm).replace(/\s/g, ' ')).toBe('Mar 1 – Dec 31, 2026');
    expect(promotionPeriod(makePromotion(), 'id', longTerm).replace(/\s/g, ' ')).toBe('1 Mar – 31 Des 2026');
    expect(promotionPeriod(makePromotion({ noExpiry: 1 }), 'en', longTerm)).toBe('Mar 1, 2026 – long term');
  });
});

describe('/m/activity', () => {
  const stub = () => stubApi({ [API_PATHS.promotions]: () => LIST, [API_PATHS.promotionCategories]: () => CATEGORIES });

  it('shows the cards under category tabs, All first, and filters by tab', async () => {
    stub();
    const user = userEvent.setup();
    renderAt(<ActivityPage />, '/m/activity');
    await screen.findByRole('link', { name: 'Read more about Welcome Bonus' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Slots', 'Sports']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Parlay Insurance' })).toBeTruthy();
    expect(within(screen.getByRole('article')).getByText('More')).toBeTruthy();
  });

  it('scrolls to and marks the promotion named by ?id=', async () => {
    stub();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt(<ActivityPage />, '/m/activity?id=2');
    await screen.findByRole('heading', { name: 'Parlay Insurance' });
    await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
    expect(document.getElementById('promotion-2')?.className).toContain('ring-2');
  });

  it('goes home from the header back arrow', async () => {
    stub();
    const user = userEvent.setup();
    renderAt(<ActivityPage />, '/m/activity');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('landed on /m/home')).toBeTruthy();
  });
});

describe('/m/activityDetail', () => {
  it('shows the title, the period and the HTML without its scripts', async () => {
    stubApi({
      [`${API_PATHS.promotions}/3`]: () =>
        makePromotion({
          id: 3,
          title: 'VIP Club',
          noExpiry: 1,
          endDate: null,
          content: '<h3>Levels</h3><script>x()</script>',
        }),
    });
    renderAt(<DetailPage />, '/m/activityDetail?id=3', { uiPath: '/m/activityDetail' });
    expect(await screen.findByRole('heading', { name: 'VIP Club' })).toBeTruthy();
    expect(screen.getByTestId('promotion-period').textContent).toBe('Mar 1, 2026 – long term');
    expect(screen.getByRole('heading', { name: 'Levels' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('opens the login popup for a visitor who taps Join or Apply', async () => {
    stubApi({ [`${API_PATHS.promotions}/1`]: () => makePromotion() });
    const user = userEvent.setup();
    const { router } = renderAt(<DetailPage />, '/m/activityDetail?id=1', { uiPath: '/m/activityDetail' });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(router.state.location.search).toContain('popup=login');
  });

  it('lets a member join, then shows Joined; Apply leads to the application page', async () => {
    signIn();
    let joined = false;
    const { sent } = stubApi({
      [`${API_PATHS.promotions}/1`]: () => makePromotion({ joined }),
      [`POST ${API_PATHS.promotions}/1/join`]: () => {
        joined = true;
        return { joined: true };
      },
    });
    const user = userEvent.setup();
    renderAt(<DetailPage />, '/m/activityDetail?id=1', { uiPath: '/m/activityDetail' });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeTruthy();
    expect(sent(`${API_PATHS.promotions}/1/join`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply for reward' }));
    expect(await screen.findByText('landed on /m/applyReward?id=1')).toBeTruthy();
  });

  it('says an ended or unknown promotion is gone', async () => {
    stubApi({ [`${API_PATHS.promotions}/9`]: () => failure('resource.not.found', 404) });
    renderAt(<DetailPage />, '/m/activityDetail?id=9', { uiPath: '/m/activityDetail' });
    expect(await screen.findByText('This promotion has ended or is no longer available.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' })).toBeTruthy();
  });

  it('hides Apply when rewards are credited automatically', async () => {
    stubApi({ [`${API_PATHS.promotions}/1`]: () => makePromotion({ applicable: false }) });
    renderAt(<DetailPage />, '/m/activityDetail?id=1', { uiPath: '/m/activityDetail' });
    await screen.findByRole('button', { name: 'Join' });
    expect(screen.queryByRole('button', { name: 'Apply for reward' })).toBeNull();
  });
});
