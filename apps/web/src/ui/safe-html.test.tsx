// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('never lets a script, an event handler or a javascript: link reach the page', () => {
    const ran = vi.fn();
    (window as unknown as { ran: () => void }).ran = ran;
    const { container } = render(
      <SafeHtml
        html={
          '<p>Hello <b>players</b></p>' +
          '<script>window.ran()</script>' +
          '<img src="x" onerror="window.ran()" alt="broken">' +
          '<a href="javascript:window.ran()">click</a>' +
          '<a href="JaVaScRiPt&colon;window.ran()">encoded</a>' +
          '<style>body{display:none}</style>' +
          '<iframe src="https://evil.example"></iframe>' +
          '<form action="https://evil.example"><input name="pw"></form>' +
          '<svg><script>window.ran()</script></svg>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('style, iframe, form, input')).toBeNull();
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript/i);
    // The img itself stays (without its handler); the links keep their text but lose the href.
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
    expect(container.textContent).toContain('Hello players');
    expect(ran).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab without handing them this window, keeps in-site links', () => {
    const { container } = render(
      <SafeHtml
        html={'<a href="https://example.com/rules">rules</a><a href="/m/activity" target="_blank">promos</a>'}
        className="extra"
      />,
    );
    const [external, internal] = container.querySelectorAll('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.getAttribute('href')).toBe('/m/activity');
    expect(internal?.hasAttribute('target')).toBe(false);
    expect(container.firstElementChild?.className).toContain('extra');
  });

  it('keeps formatting, images and tables', () => {
    const { container } = render(
      <SafeHtml
        html={'<h2>Title</h2><ul><li>one</li></ul><img src="/media/a.png" alt="a"><table><tr><td>1</td></tr></table>'}
      />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelector('li')?.textContent).toBe('one');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
    expect(container.querySelector('td')?.textContent).toBe('1');
  });
});

describe('SafeHtml in the app', () => {
  it('follows links to its own pages without reloading the site; other links stay plain links', async () => {
    const { createMemoryRouter, RouterProvider, useLocation } = await import('react-router');
    const { default: userEvent } = await import('@testing-library/user-event');
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/m/notice',
          element: <SafeHtml html={'<a href="/m/activity">promos</a> <a href="https://example.com/x">away</a>'} />,
        },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/m/notice'] },
    );
    const { container, findByText } = render(<RouterProvider router={router} />);
    const away = container.querySelector('a[href^="https"]');
    expect(away?.getAttribute('target')).toBe('_blank');
    await userEvent.setup().click(container.querySelector('a[href="/m/activity"]')!);
    expect(await findByText('at /m/activity')).toBeTruthy();
  });
});
