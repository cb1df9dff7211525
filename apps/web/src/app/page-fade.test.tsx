// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { PAGE_FADE_MS } from '@lobby/contract/core';
import { PageFade } from './page-fade';
import { useSwipeStore } from './swipe-back';

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <PageFade>
            <Outlet />
          </PageFade>
        ),
        children: [
          { path: '/m/home', element: <p>home page</p> },
          { path: '/m/live-games', element: <p>live page</p> },
        ],
      },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  const wrapper = () => screen.getByText(/page$/).parentElement as HTMLElement;
  return { router, wrapper };
}

afterEach(() => {
  useSwipeStore.setState({ swiping: false });
});

describe('page fade', () => {
  it('does not fade the first page of the visit', () => {
    const { wrapper } = setup();
    expect(wrapper().dataset.fade).toBe('false');
  });

  it('fades a page in over 300 ms after navigation', async () => {
    const { router, wrapper } = setup();
    await act(() => router.navigate('/m/live-games'));
    expect(wrapper().dataset.fade).toBe('true');
    expect(wrapper().style.animationDuration).toBe(`${PAGE_FADE_MS}ms`);
  });

  it('does not fade when the navigation came from a swipe-back gesture, even after the flag resets', async () => {
    const { router, wrapper } = setup();
    useSwipeStore.setState({ swiping: true });
    await act(() => router.navigate('/m/live-games'));
    expect(wrapper().dataset.fade).toBe('false');
    act(() => useSwipeStore.setState({ swiping: false }));
    expect(wrapper().dataset.fade).toBe('false');
  });
});
