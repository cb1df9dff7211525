// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAccountMessages } from '../../../lib/i18n';
import { renderWithApp } from '../../../test/render';
import type { DownloadOffer } from '../offer';
import { DownloadPanel } from './download-panel';

const base: DownloadOffer = {
  installed: false,
  app: { kind: 'ios', url: 'https://apps.example.com/ios', label: 'iPhone' },
  profile: { url: '/profile.mobileconfig', needsSafari: true },
  guide: null,
  icon: '/icon.png',
};

beforeAll(() => loadAccountMessages());

describe('download panel', () => {
  it('outside Safari, the profile option shows the notice instead of downloading', async () => {
    const user = userEvent.setup();
    renderWithApp(<DownloadPanel offer={base} name="Lucky Nova" />);
    expect(screen.getByRole('link', { name: 'Download for iPhone' }).getAttribute('href')).toBe(
      'https://apps.example.com/ios',
    );
    await user.click(screen.getByRole('link', { name: 'Install on iPhone (profile)' }));
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(notice).getByText('Please use Safari for download App.')).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the legacy notice in the guide on iOS before 12.2, with the profile button when none is above', () => {
    renderWithApp(
      <DownloadPanel
        offer={{ ...base, app: null, profile: null, guide: { legacy: true, profileUrl: '/profile.mobileconfig' } }}
        name="Lucky Nova"
      />,
    );
    const guide = screen.getByRole('region', { name: 'Add to Home Screen' });
    expect(within(guide).getByRole('note').textContent).toContain('older than 12.2');
    expect(within(guide).getByRole('link', { name: 'Install on iPhone (profile)' }).getAttribute('href')).toBe(
      '/profile.mobileconfig',
    );
  });

  it('says so inside the installed app, and when there is nothing to offer', () => {
    const { unmount } = renderWithApp(<DownloadPanel offer={{ ...base, installed: true }} name="Lucky Nova" />);
    expect(screen.getByText('You are already using the app.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderWithApp(<DownloadPanel offer={{ ...base, app: null, profile: null }} name="Lucky Nova" />);
    expect(screen.getByText('The app is not available yet.')).toBeTruthy();
  });
});
