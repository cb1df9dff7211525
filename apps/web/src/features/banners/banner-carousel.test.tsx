// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Banner } from '@lobby/contract/banners';
import { resetAccounts, signIn } from '../../test/accounts';
import { renderAt } from '../../test/render';
import { BannerCarousel } from './components/banner-carousel';

function banner(id: string, overrides: Partial<Banner>): Banner {
  return {
    id,
    groupName: 'm_home',
    title: `Banner ${id}`,
    imageUrl: `/media/banners/${id}.webp`,
    linkType: 'NONE',
    linkage: '',
    url: '',
    ...overrides,
  };
}

const BANNERS: Banner[] = [
  banner('1', { linkType: 'URL', url: 'https://partner.example.com/x' }),
  banner('2', { linkType: 'ROUTE', linkage: '/m/live-games' }),
  banner('3', { linkType: 'PROMOTION', linkage: '12' }),
  banner('4', { linkType: 'GAME', linkage: '700001' }),
  banner('5', { linkType: 'NONE' }),
  banner('6', { linkType: 'URL', url: 'javascript:alert(1)' }),
];

const linkOf = (title: string) => screen.getByRole('img', { name: title }).closest('a');

describe('banner carousel', () => {
  beforeEach(() => resetAccounts());

  it('opens each banner by its link type', () => {
    renderAt(<BannerCarousel banners={BANNERS} />, '/m/home');
    const external = linkOf('Banner 1');
    expect(external?.getAttribute('href')).toBe('https://partner.example.com/x');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(linkOf('Banner 2')?.getAttribute('href')).toBe('/m/live-games');
    expect(linkOf('Banner 3')?.getAttribute('href')).toBe('/m/activityDetail?id=12');
    expect(linkOf('Banner 4')?.getAttribute('href')).toBe('/m/play/700001');
    // Nothing to open, or a link that is not http(s): a plain banner.
    expect(linkOf('Banner 5')).toBeNull();
    expect(linkOf('Banner 6')).toBeNull();
  });

  it('sends a visitor who taps a game banner to log in, and a member to the game', async () => {
    const user = userEvent.setup();
    const visitor = renderAt(<BannerCarousel banners={BANNERS} />, '/m/home');
    await user.click(linkOf('Banner 4')!);
    expect(await screen.findByText(/landed on \/m\/login/)).toBeTruthy();
    visitor.unmount();
    signIn();
    renderAt(<BannerCarousel banners={BANNERS} />, '/m/home');
    await user.click(linkOf('Banner 4')!);
    expect(await screen.findByText(/landed on \/m\/play\/700001/)).toBeTruthy();
  });

  it('hides a broken image behind the banner title', () => {
    renderAt(<BannerCarousel banners={[banner('9', { linkType: 'ROUTE', linkage: '/m/activity' })]} />, '/m/home');
    fireEvent.error(screen.getByRole('img', { name: 'Banner 9' }));
    expect(screen.queryByRole('img', { name: 'Banner 9' })).toBeNull();
    expect(screen.getByRole('link').textContent).toBe('Banner 9');
  });
});
