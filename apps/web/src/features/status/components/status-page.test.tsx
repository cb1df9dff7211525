// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusPage } from './status-page';

const contact = { title: 'Live chat 24/7', csType: 'LIVECHAT' as const, path: 'https://chat.example.com/nova' };
const info = {
  status: 2 as const,
  ip: '36.66.0.1',
  country: 'ID',
  maintenance: { active: false, endsAt: null, message: '' },
  regionRestriction: true,
};

describe('status page', () => {
  it('region restricted: the address, its country and a contact link that opens apart', () => {
    render(<StatusPage status={2} info={info} checking={false} onRetry={vi.fn()} contact={contact} brand={null} />);
    expect(screen.getByRole('heading', { name: 'Not available in your region' })).toBeTruthy();
    expect(screen.getByText('36.66.0.1')).toBeTruthy();
    expect(screen.getByText('ID')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Contact customer service' });
    expect(link.getAttribute('href')).toBe('https://chat.example.com/nova');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('maintenance: the operator’s message and the expected end; retry asks again', () => {
    const onRetry = vi.fn();
    const endsAt = '2026-12-01T04:00:00.000Z';
    render(
      <StatusPage
        status={1}
        info={{ ...info, status: 1, maintenance: { active: true, endsAt, message: 'Back at four' } }}
        checking={false}
        onRetry={onRetry}
        contact={undefined}
        brand={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'We are under maintenance' })).toBeTruthy();
    expect(screen.getByText('Back at four')).toBeTruthy();
    expect(screen.getByText(/^Expected back by /)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
    screen.getByRole('button', { name: 'Check again' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
