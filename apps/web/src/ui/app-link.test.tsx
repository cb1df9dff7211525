// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render';
import { AppLink } from './app-link';

describe('AppLink', () => {
  it('is a real link to the path and navigates in the app on a plain click', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<AppLink to="/m/login?from=x">Log in</AppLink>);
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe('/m/login?from=x');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/m/login');
    expect(router.state.location.search).toBe('?from=x');
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    const { router } = renderWithApp(<AppLink to="/m/login">Log in</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/m/test');
  });
});
